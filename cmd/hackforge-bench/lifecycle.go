package main

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	temporallog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"golang.org/x/sync/errgroup"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
	"github.com/hackforge/hackforge/workflows"
)

type lifecycleConfig struct {
	DatabaseURL, TemporalAddress, TemporalNamespace, SMTPURL string
	Hackathons                                               int
	Ahead                                                    time.Duration
	// Pollers of workflow and activity tasks: 0 keeps the SDK's default
	// (2), a negative number scales them automatically.
	Pollers int
}

// Targets of the issue, on a 2-core machine.
const (
	targetP50 = time.Second
	targetP99 = 3 * time.Second
)

// Each hackathon has a creator and a participant: both are notified and
// mailed when registration opens.
const peoplePerHackathon = 2

type lifecycleBench struct {
	st    *store.Store
	flows *flows.Flows
	org   db.Organization
	ids   []int64
	due   time.Time
}

// lifecycleCommand parses the flags of `hackforge-bench lifecycle` and runs it
// with an in-process worker on a task queue of its own.
func lifecycleCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("lifecycle", flag.ExitOnError)
	cfg := lifecycleConfig{
		DatabaseURL:       env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable"),
		TemporalAddress:   env("TEMPORAL_ADDRESS", "127.0.0.1:7233"),
		TemporalNamespace: env("TEMPORAL_NAMESPACE", "default"),
		SMTPURL:           env("SMTP_URL", "smtp://127.0.0.1:1025"),
	}
	fs.IntVar(&cfg.Hackathons, "n", 200, "hackathons whose transition falls due in the same second")
	fs.DurationVar(&cfg.Ahead, "ahead", 10*time.Second, "how far ahead the transitions fall due (scheduling must finish before)")
	fs.IntVar(&cfg.Pollers, "pollers", workflows.TaskPollers, "workflow and activity task pollers of the worker (0: the SDK default of 2; -1: autoscaling)")
	_ = fs.Parse(args)
	return runLifecycle(ctx, os.Stdout, cfg)
}

func runLifecycle(ctx context.Context, out io.Writer, cfg lifecycleConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	quiet := temporallog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	tc, err := client.Dial(client.Options{HostPort: cfg.TemporalAddress, Namespace: cfg.TemporalNamespace, Logger: quiet})
	if err != nil {
		return fmt.Errorf("temporal: %w", err)
	}
	defer tc.Close()
	mailer, err := mail.New(cfg.SMTPURL, "Hackforge bench <bench@hackforge.test>")
	if err != nil {
		return err
	}

	queue := "bench-lifecycle-" + random()
	w := worker.New(tc, queue, workerOptions(cfg.Pollers))
	workflows.Register(w)
	(&activities.Activities{Store: st, Mailer: mailer, PublicURL: "http://hackforge.bench"}).Register(w)
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()

	b := &lifecycleBench{st: st, flows: &flows.Flows{Client: tc, TaskQueue: queue}}
	fmt.Fprintf(out, "lifecycle: %d hackathons; %d CPUs; task queue %s; pollers %d (0: SDK default, -1: autoscaling)\n", cfg.Hackathons, runtime.NumCPU(), queue, cfg.Pollers)
	started := time.Now()
	hackathons, err := b.create(ctx, cfg.Hackathons)
	if err != nil {
		return err
	}
	defer b.terminate(context.WithoutCancel(ctx))
	// Started first, so that the transitions are measured against workflows
	// that sleep on their timers, not against a backlog of starts.
	if err := b.attach(ctx, hackathons, "benchmark"); err != nil {
		return err
	}
	if err := b.waitUntilAsleep(ctx, time.Now().Add(2*time.Minute), nil); err != nil {
		return err
	}
	fmt.Fprintf(out, "created, workflows started and idle in %s\n", time.Since(started).Round(time.Millisecond))

	started = time.Now()
	b.due = started.Add(cfg.Ahead).Truncate(time.Second)
	if err := b.schedule(ctx, hackathons); err != nil {
		return err
	}
	if err := b.waitUntilAsleep(ctx, b.due.Add(-time.Second), &b.due); err != nil {
		return fmt.Errorf("%w: raise -ahead", err)
	}
	fmt.Fprintf(out, "REGISTRATION_OPEN scheduled at %s; every workflow asleep until then after %s\n",
		b.due.Format("15:04:05.000"), time.Since(started).Round(time.Millisecond))

	changes, err := b.waitForTransitions(ctx)
	if err != nil {
		return err
	}
	lags := make([]time.Duration, len(changes))
	for i, c := range changes {
		lags[i] = c.Lag
	}
	p50, p99 := percentile(lags, 50), percentile(lags, 99)
	fmt.Fprintf(out, "lag from due time to committed phase change: p50 %s  p99 %s  max %s\n",
		p50.Round(time.Millisecond), p99.Round(time.Millisecond), lags[len(lags)-1].Round(time.Millisecond))
	b.explain(ctx, out, changes[len(changes)-1])

	if err := b.checkExactlyOnce(ctx); err != nil {
		return err
	}
	fmt.Fprintf(out, "applied exactly once: %d/%d (phase REGISTRATION_OPEN, %d notifications and %d e-mails each)\n",
		len(b.ids), len(b.ids), peoplePerHackathon, peoplePerHackathon)
	met := p50 <= targetP50 && p99 <= targetP99
	fmt.Fprintf(out, "target p50 <= %s, p99 <= %s: %s\n", targetP50, targetP99, map[bool]string{true: "met", false: "NOT MET"}[met])
	return nil
}

func workerOptions(pollers int) worker.Options {
	if pollers < 0 {
		auto := worker.NewPollerBehaviorAutoscaling(worker.PollerBehaviorAutoscalingOptions{})
		return worker.Options{WorkflowTaskPollerBehavior: auto, ActivityTaskPollerBehavior: auto}
	}
	return worker.Options{MaxConcurrentWorkflowTaskPollers: pollers, MaxConcurrentActivityTaskPollers: pollers}
}

// create makes the hackathons, each with a creator and a participant.
func (b *lifecycleBench) create(ctx context.Context, n int) ([]db.Hackathon, error) {
	tag := random()
	var people [peoplePerHackathon]db.User
	for i := range people {
		name := fmt.Sprintf("bench-%s-%d", tag, i)
		u, err := b.st.CreateUser(ctx, store.NewUser{Username: name, Email: name + "@example.com", FirstName: "Bench", PasswordHash: "-"})
		if err != nil {
			return nil, err
		}
		people[i] = u
	}
	org, err := b.st.CreateOrganization(ctx, "Bench "+tag, people[0].ID)
	if err != nil {
		return nil, err
	}
	b.org = org
	hackathons := make([]db.Hackathon, n)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for i := range hackathons {
		g.Go(func() error {
			start := time.Now().Add(30 * 24 * time.Hour) // creation schedules HACKING then
			h, err := b.st.CreateHackathon(gctx, store.NewHackathon{
				Name: fmt.Sprintf("Bench %s #%d", tag, i), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
				TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: people[0].ID,
			})
			hackathons[i] = h
			if err != nil {
				return err
			}
			return b.st.AddHackathonRole(gctx, h.ID, people[1].ID, domain.RoleParticipant)
		})
	}
	if err := g.Wait(); err != nil {
		return nil, fmt.Errorf("create hackathons: %w", err)
	}
	for _, h := range hackathons {
		b.ids = append(b.ids, h.ID)
	}
	return hackathons, nil
}

// attach starts (or signals) the lifecycle workflows.
func (b *lifecycleBench) attach(ctx context.Context, hackathons []db.Hackathon, reason string) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(16)
	for _, h := range hackathons {
		g.Go(func() error { return b.flows.AttachHackathonLifecycle(gctx, h, b.org.Name, reason) })
	}
	return g.Wait()
}

// schedule sets REGISTRATION_OPEN at the due time as the timeline page
// does: the edit, then the workflow told.
func (b *lifecycleBench) schedule(ctx context.Context, hackathons []db.Hackathon) error {
	for _, h := range hackathons {
		err := b.st.SaveTimeline(ctx, store.TimelineEdit{HackathonID: h.ID,
			Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &b.due}}})
		if err != nil {
			return err
		}
	}
	return b.attach(ctx, hackathons, "timeline edited")
}

// waitUntilAsleep queries every workflow until it has loaded the hackathon
// and waits for REGISTRATION_OPEN at due (nil: with nothing scheduled).
func (b *lifecycleBench) waitUntilAsleep(ctx context.Context, deadline time.Time, due *time.Time) error {
	pending := slices.Clone(b.ids)
	for len(pending) > 0 {
		if time.Now().After(deadline) {
			return fmt.Errorf("%d of %d workflows not yet asleep", len(pending), len(b.ids))
		}
		asleep := make([]bool, len(pending))
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(16)
		for i, id := range pending {
			g.Go(func() error {
				s, err := b.flows.LifecycleState(gctx, id)
				asleep[i] = err == nil && s.Phase == domain.PhasePlanning &&
					(due == nil && s.NextDueAt == nil || due != nil && s.NextDueAt != nil && s.NextDueAt.Equal(*due))
				return nil
			})
		}
		_ = g.Wait()
		var still []int64
		for i, id := range pending {
			if !asleep[i] {
				still = append(still, id)
			}
		}
		pending = still
	}
	return nil
}

// waitForTransitions polls Postgres until every hackathon is in
// REGISTRATION_OPEN and returns the phase changes sorted by lag: updated_at
// (now() of the UPDATE that changed the phase) minus the due time.
func (b *lifecycleBench) waitForTransitions(ctx context.Context) ([]phaseChange, error) {
	deadline := b.due.Add(2 * time.Minute)
	for {
		rows, err := b.st.Pool().Query(ctx,
			`SELECT id, updated_at FROM hackathons WHERE id = ANY($1) AND phase = 'REGISTRATION_OPEN'`, b.ids)
		if err != nil {
			return nil, err
		}
		var lags []phaseChange
		for rows.Next() {
			var l phaseChange
			if err := rows.Scan(&l.HackathonID, &l.At); err != nil {
				return nil, err
			}
			l.Lag = l.At.Sub(b.due)
			lags = append(lags, l)
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if len(lags) == len(b.ids) {
			slices.SortFunc(lags, func(a, b phaseChange) int { return cmp.Compare(a.Lag, b.Lag) })
			return lags, nil
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("only %d of %d hackathons changed phase within 2 minutes of the due time", len(lags), len(b.ids))
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// checkExactlyOnce waits for the notifications and e-mails of every
// transition and fails unless each hackathon has exactly one set.
func (b *lifecycleBench) checkExactlyOnce(ctx context.Context) error {
	const counts = `
SELECT h.id, h.phase,
  (SELECT count(*) FROM notifications n WHERE n.type = 'HACKATHON_PHASE_CHANGED' AND n.data->>'hackathonId' = h.id::text),
  (SELECT count(*) FROM sent_emails e WHERE e.dedup_key LIKE 'phase-changed:' || h.id || ':%')
FROM hackathons h WHERE h.id = ANY($1)`
	deadline := time.Now().Add(2 * time.Minute)
	for {
		rows, err := b.st.Pool().Query(ctx, counts, b.ids)
		if err != nil {
			return err
		}
		var pending, wrong []string
		for rows.Next() {
			var id, notifications, emails int64
			var phase domain.Phase
			if err := rows.Scan(&id, &phase, &notifications, &emails); err != nil {
				return err
			}
			state := fmt.Sprintf("hackathon %d: phase %s, %d notifications, %d e-mails", id, phase, notifications, emails)
			switch {
			case phase != domain.PhaseRegistrationOpen || notifications > peoplePerHackathon || emails > peoplePerHackathon:
				wrong = append(wrong, state)
			case notifications < peoplePerHackathon || emails < peoplePerHackathon:
				pending = append(pending, state)
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if len(wrong) > 0 {
			return fmt.Errorf("not applied exactly once: %v", wrong)
		}
		if len(pending) == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("notifications or e-mails missing after 2 minutes: %v", pending)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// terminate ends the workflows, which would otherwise sleep until HACKING.
func (b *lifecycleBench) terminate(ctx context.Context) {
	g := errgroup.Group{}
	g.SetLimit(16)
	for _, id := range b.ids {
		g.Go(func() error {
			return b.flows.Client.TerminateWorkflow(ctx, workflows.HackathonLifecycleID(id), "", "benchmark finished")
		})
	}
	_ = g.Wait()
}

// phaseChange is when one hackathon's phase change was committed.
type phaseChange struct {
	HackathonID int64
	At          time.Time
	Lag         time.Duration
}

// percentile is the nearest-rank percentile of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(i-1, 0)]
}

// explain prints where the time of one transition went: the events of its
// workflow's history up to the committed phase change, relative to the due time.
func (b *lifecycleBench) explain(ctx context.Context, out io.Writer, l phaseChange) {
	fmt.Fprintf(out, "slowest (hackathon %d), from the due time:", l.HackathonID)
	iter := b.flows.Client.GetWorkflowHistory(ctx, workflows.HackathonLifecycleID(l.HackathonID), "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for iter.HasNext() {
		e, err := iter.Next()
		if err != nil {
			fmt.Fprintf(out, " (history: %v)", err)
			break
		}
		at := e.GetEventTime().AsTime()
		if at.Before(b.due) || at.After(l.At) {
			continue
		}
		name := strings.TrimPrefix(e.GetEventType().String(), "EVENT_TYPE_")
		fmt.Fprintf(out, " %s +%s,", name, at.Sub(b.due).Round(time.Millisecond))
	}
	fmt.Fprintf(out, " phase committed +%s\n", l.Lag.Round(time.Millisecond))
}

func random() string {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
