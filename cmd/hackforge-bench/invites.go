package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// invitesConfig is the invite benchmark's setup.
type invitesConfig struct {
	DatabaseURL string
	URL         string // the running `hackforge all` (API and worker)
	MailpitURL  string // the SMTP capture server's HTTP API
	Invites     int
}

// Targets of issue 8, on a 2-core machine.
const (
	targetAllAccepted = 30 * time.Second
	floorAllAccepted  = 60 * time.Second
	targetInviteCall  = 2 * time.Second
	// settle is how long the benchmark watches for a second e-mail to an
	// address after the last first one arrived.
	settle = 3 * time.Second
)

func invitesCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("invites", flag.ExitOnError)
	cfg := invitesConfig{DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable")}
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:8080", "the running server (with its worker)")
	fs.StringVar(&cfg.MailpitURL, "mailpit", env("MAILPIT_URL", "http://127.0.0.1:8025"), "Mailpit's HTTP API")
	fs.IntVar(&cfg.Invites, "n", domain.MaxInvitesPerRequest, "addresses invited in the one request")
	_ = fs.Parse(args)
	return runInvites(ctx, os.Stdout, cfg)
}

// runInvites invites n new addresses as judges in one GraphQL request and
// waits until the SMTP capture server has accepted an e-mail for each:
// the request's duration, the time to the last acceptance, throughput, p99
// from submit to acceptance, and that each address got exactly one.
func runInvites(ctx context.Context, out io.Writer, cfg invitesConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	hackathonID, token, err := seedInviter(ctx, st)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	// Addresses unique to this run, so that one Mailpit search finds them all.
	domainName := "invites-" + random() + ".bench.example"
	emails := make([]string, cfg.Invites)
	for i := range emails {
		emails[i] = fmt.Sprintf("judge-%04d@%s", i, domainName)
	}
	inbox := mailtest.Inbox{URL: cfg.MailpitURL}
	query := `to:"@` + domainName + `"`
	fmt.Fprintf(out, "invites: %d addresses in one inviteToHackathon request to %s\n", cfg.Invites, cfg.URL)

	submitted := time.Now()
	invited, err := inviteToHackathon(ctx, cfg.URL, token, hackathonID, emails)
	took := time.Since(submitted)
	if err != nil {
		return err
	}
	if invited != cfg.Invites {
		return fmt.Errorf("the request invited %d of %d addresses", invited, cfg.Invites)
	}
	fmt.Fprintf(out, "request answered in %s (invited %d)\n", took.Round(time.Millisecond), invited)

	lags, err := deliveredOnceEach(ctx, inbox, query, emails, submitted, submitted.Add(floorAllAccepted+time.Minute))
	if err != nil {
		return err
	}
	last, p99 := lags[len(lags)-1], percentile(lags, 99)
	fmt.Fprintf(out, "all %d e-mails accepted by the SMTP server %s after submit: %.0f e-mails/s; p50 %s, p99 %s from submit to acceptance\n",
		len(lags), last.Round(time.Millisecond), float64(len(lags))/last.Seconds(),
		percentile(lags, 50).Round(time.Millisecond), p99.Round(time.Millisecond))
	fmt.Fprintf(out, "exactly one e-mail per address: %d/%d (watched %s more)\n", len(emails), len(emails), settle)
	met := last <= targetAllAccepted && took <= targetInviteCall
	fmt.Fprintf(out, "target all accepted <= %s (floor %s), request <= %s: %s\n", targetAllAccepted, floorAllAccepted, targetInviteCall,
		map[bool]string{true: "met", false: "NOT MET"}[met])
	if last > floorAllAccepted || took > targetInviteCall {
		return fmt.Errorf("below the floor: last e-mail after %s, request %s", last.Round(time.Millisecond), took.Round(time.Millisecond))
	}
	return nil
}

// seedInviter makes an organiser, their organisation and hackathon, and a
// token for them.
func seedInviter(ctx context.Context, st *store.Store) (hackathonID int64, token string, err error) {
	name := "bench-organiser-" + random()
	u, err := st.CreateUser(ctx, store.NewUser{Username: name, Email: name + "@example.com", FirstName: "Bench", LastName: "Organiser", PasswordHash: "-"})
	if err != nil {
		return 0, "", err
	}
	org, err := st.CreateOrganization(ctx, "Bench "+name, u.ID)
	if err != nil {
		return 0, "", err
	}
	start := time.Now().Add(30 * 24 * time.Hour)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Invite bench " + name, StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
		TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: u.ID,
	})
	if err != nil {
		return 0, "", err
	}
	token, err = st.CreateAuthToken(ctx, u.ID)
	return h.ID, token, err
}

// inviteToHackathon sends the one request and returns how many it invited.
func inviteToHackathon(ctx context.Context, base, token string, hackathonID int64, emails []string) (int, error) {
	var res struct {
		InviteToHackathon struct {
			Invited, AlreadyPending []struct{ ID string }
			Rejected                []struct{ Email, Reason string }
		}
	}
	err := postGraphQL(ctx, base, token, `mutation($input: InviteToHackathonInput!) {
		  inviteToHackathon(input: $input) { invited { id } alreadyPending { id } rejected { email reason } } }`,
		map[string]any{"input": map[string]any{"hackathonId": fmt.Sprint(hackathonID), "kind": domain.InviteJudge, "emails": emails}}, &res)
	if err != nil {
		return 0, fmt.Errorf("inviteToHackathon: %w", err)
	}
	p := res.InviteToHackathon
	if len(p.AlreadyPending) > 0 || len(p.Rejected) > 0 {
		return 0, fmt.Errorf("inviteToHackathon: %d already pending, %d rejected (first: %v)", len(p.AlreadyPending), len(p.Rejected), p.Rejected)
	}
	return len(p.Invited), nil
}

// postGraphQL sends one operation as the token's user and decodes its data
// into result; an error in the answer is the call's error.
func postGraphQL(ctx context.Context, base, token, query string, variables, result any) error {
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/gql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Token "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	res := struct {
		Data   any
		Errors []struct{ Message string }
	}{Data: result}
	if err := json.NewDecoder(resp.Body).Decode(&res); err != nil {
		return fmt.Errorf("%d: %w", resp.StatusCode, err)
	}
	if len(res.Errors) > 0 {
		return errors.New(res.Errors[0].Message)
	}
	return nil
}

// deliveredOnceEach waits until Mailpit holds an e-mail matching the query
// for each address, watches for a second one a little longer, and returns
// the times from since to their acceptance, sorted.
func deliveredOnceEach(ctx context.Context, inbox mailtest.Inbox, query string, emails []string, since, deadline time.Time) ([]time.Duration, error) {
	if err := waitForEmails(ctx, inbox, query, len(emails), deadline); err != nil {
		return nil, err
	}
	time.Sleep(settle)
	got, err := inbox.Search(query)
	if err != nil {
		return nil, err
	}
	return exactlyOnePerAddress(got, emails, since)
}

// waitForEmails polls Mailpit until n e-mails match the query, once a
// second: a search is work for Mailpit, which the benchmarks measure, and
// the times reported are each message's own acceptance, not the poll's.
func waitForEmails(ctx context.Context, inbox mailtest.Inbox, query string, n int, deadline time.Time) error {
	for {
		got, err := inbox.Matching(query)
		if err != nil {
			return err
		}
		if got >= n {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("only %d of %d e-mails arrived by %s", got, n, deadline.Format("15:04:05"))
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// exactlyOnePerAddress checks that each address got one e-mail and returns
// the times from submit to their acceptance, sorted.
func exactlyOnePerAddress(got []mailtest.Summary, emails []string, submitted time.Time) ([]time.Duration, error) {
	per := make(map[string]int, len(emails))
	lags := make([]time.Duration, 0, len(got))
	for _, m := range got {
		for _, to := range m.To {
			per[strings.ToLower(to.Address)]++
		}
		lags = append(lags, m.Created.Sub(submitted))
	}
	var wrong []string
	for _, e := range emails {
		if per[e] != 1 {
			wrong = append(wrong, fmt.Sprintf("%s: %d", e, per[e]))
		}
	}
	if len(wrong) > 0 {
		return nil, fmt.Errorf("%d addresses did not get exactly one e-mail, e.g. %v", len(wrong), wrong[:min(5, len(wrong))])
	}
	slices.Sort(lags)
	return lags, nil
}
