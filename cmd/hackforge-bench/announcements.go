package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/store"
)

// announcementsConfig is the announcement benchmark's setup.
type announcementsConfig struct {
	DatabaseURL string
	URL         string // the running `hackforge all` (API and worker)
	MailpitURL  string // the SMTP capture server's HTTP API
	Recipients  int
	Ahead       time.Duration // from the request to the announcement's time
}

// Targets of issue 34, on a 2-core machine.
const (
	targetAnnouncementDelivered = 60 * time.Second
	targetScheduleCall          = time.Second
)

func announcementsCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("announcements", flag.ExitOnError)
	cfg := announcementsConfig{DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable")}
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:8080", "the running server (with its worker)")
	fs.StringVar(&cfg.MailpitURL, "mailpit", env("MAILPIT_URL", "http://127.0.0.1:8025"), "Mailpit's HTTP API")
	fs.IntVar(&cfg.Recipients, "n", 10_000, "participants the announcement goes to")
	fs.DurationVar(&cfg.Ahead, "ahead", 10*time.Second, "how far ahead the announcement is scheduled")
	_ = fs.Parse(args)
	return runAnnouncements(ctx, os.Stdout, cfg)
}

// runAnnouncements schedules one announcement to every participant of a
// hackathon with n of them, a few seconds ahead, and waits until the SMTP
// capture server has accepted an e-mail for each: the scheduling request's
// duration, the time from the announcement's due time to the last
// acceptance, and that each address got exactly one.
func runAnnouncements(ctx context.Context, out io.Writer, cfg announcementsConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	hackathonID, token, err := seedInviter(ctx, st)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	domainName := "announcements-" + random() + ".bench.example"
	emails, err := seedParticipants(ctx, st, hackathonID, cfg.Recipients, domainName)
	if err != nil {
		return fmt.Errorf("seed participants: %w", err)
	}
	fmt.Fprintf(out, "announcements: one announcement to %d participants, due %s after the request, to %s\n", len(emails), cfg.Ahead, cfg.URL)

	due := time.Now().Add(cfg.Ahead).Truncate(time.Second)
	requested := time.Now()
	if err := scheduleAnnouncement(ctx, cfg.URL, token, hackathonID, due); err != nil {
		return err
	}
	took := time.Since(requested)
	fmt.Fprintf(out, "scheduleAnnouncement answered in %s\n", took.Round(time.Millisecond))

	inbox := mailtest.Inbox{URL: cfg.MailpitURL}
	query := `to:"@` + domainName + `"`
	lags, err := deliveredOnceEach(ctx, inbox, query, emails, due, due.Add(targetAnnouncementDelivered+2*time.Minute))
	if err != nil {
		return err
	}
	last := lags[len(lags)-1]
	fmt.Fprintf(out, "all %d e-mails accepted by the SMTP server %s after the due time: %.0f e-mails/s; p50 %s\n",
		len(lags), last.Round(time.Millisecond), float64(len(lags))/max(last, time.Millisecond).Seconds(), percentile(lags, 50).Round(time.Millisecond))
	fmt.Fprintf(out, "exactly one e-mail per address: %d/%d (watched %s more)\n", len(emails), len(emails), settle)
	met := last <= targetAnnouncementDelivered && took <= targetScheduleCall
	fmt.Fprintf(out, "target last accepted <= %s after due, request <= %s: %s\n", targetAnnouncementDelivered, targetScheduleCall,
		map[bool]string{true: "met", false: "NOT MET"}[met])
	return nil
}

// seedParticipants bulk-inserts n users with addresses at domainName as
// the hackathon's participants and returns their addresses.
func seedParticipants(ctx context.Context, st *store.Store, hackathonID int64, n int, domainName string) ([]string, error) {
	var emails []string
	err := st.Pool().QueryRow(ctx, `WITH new_users AS (
	    INSERT INTO users (username, email, first_name, last_name, password_hash)
	    SELECT 'p' || g || '@' || $3, 'p' || g || '@' || $3, 'Bench', 'Participant ' || g, '-'
	    FROM generate_series(1, $2) g
	    RETURNING id, email),
	  joined AS (INSERT INTO participants (hackathon_id, user_id) SELECT $1, id FROM new_users)
	  SELECT array_agg(email ORDER BY email) FROM new_users`, hackathonID, n, domainName).Scan(&emails)
	return emails, err
}

// scheduleAnnouncement sends the one request: an announcement to the
// hackathon's participants at due.
func scheduleAnnouncement(ctx context.Context, base, token string, hackathonID int64, due time.Time) error {
	err := postGraphQL(ctx, base, token, `mutation($input: ScheduleAnnouncementInput!) { scheduleAnnouncement(input: $input) { announcement { id } } }`,
		map[string]any{"input": map[string]any{
			"hackathonId": fmt.Sprint(hackathonID), "title": "Dinner is served", "audience": "PARTICIPANTS",
			"body": "Come to the **main hall**: pizza, salads and something sweet.", "sendAt": due.Format(time.RFC3339),
		}}, &struct{}{})
	if err != nil {
		return fmt.Errorf("scheduleAnnouncement: %w", err)
	}
	return nil
}
