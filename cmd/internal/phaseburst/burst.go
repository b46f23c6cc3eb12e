// Package phaseburst makes many hackathons whose next phase falls due in
// the same second and checks that each transition was applied exactly
// once: what `make bench-lifecycle` measures and the multi-process test
// proves with two workers.
package phaseburst

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// PeoplePerHackathon: each hackathon has a creator and a participant, both
// notified and mailed when registration opens.
const PeoplePerHackathon = 2

// Burst is one set of hackathons and the instant their transition is due.
type Burst struct {
	Store *store.Store
	Flows *flows.Flows
	Org   record.Organization
	IDs   []int64
	// Due is when REGISTRATION_OPEN starts, set by Schedule.
	Due        time.Time
	hackathons []record.Hackathon
}

// Create makes n hackathons in PLANNING, in an organisation named after tag,
// each with a creator and a participant.
func (b *Burst) Create(ctx context.Context, n int, tag string) error {
	var people [PeoplePerHackathon]record.User
	for i := range people {
		name := fmt.Sprintf("burst-%s-%d", tag, i)
		u, err := b.Store.CreateUser(ctx, store.NewUser{Username: name, Email: name + "@example.com", FirstName: "Burst", PasswordHash: "-"})
		if err != nil {
			return err
		}
		people[i] = u
	}
	org, err := b.Store.CreateOrganization(ctx, "Burst "+tag, people[0].ID)
	if err != nil {
		return err
	}
	b.Org = org
	b.hackathons = make([]record.Hackathon, n)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for i := range b.hackathons {
		g.Go(func() error {
			start := time.Now().Add(30 * 24 * time.Hour) // creation schedules HACKING then
			h, err := b.Store.CreateHackathon(gctx, store.NewHackathon{
				Name: fmt.Sprintf("Burst %s #%d", tag, i), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
				TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: people[0].ID,
			})
			b.hackathons[i] = h
			if err != nil {
				return err
			}
			return b.Store.AddHackathonRole(gctx, h.ID, people[1].ID, domain.RoleParticipant)
		})
	}
	if err := g.Wait(); err != nil {
		return fmt.Errorf("create hackathons: %w", err)
	}
	for _, h := range b.hackathons {
		b.IDs = append(b.IDs, h.ID)
	}
	return nil
}

// Attach starts (or signals) the lifecycle workflows.
func (b *Burst) Attach(ctx context.Context, reason string) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(16)
	for _, h := range b.hackathons {
		g.Go(func() error { return b.Flows.AttachLifecycleAfterWrite(gctx, b.Store, h, b.Org.Name, reason) })
	}
	return g.Wait()
}

// Schedule sets REGISTRATION_OPEN at due as the timeline page does: the
// edit, then the workflows told.
func (b *Burst) Schedule(ctx context.Context, due time.Time) error {
	b.Due = due
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(8)
	for i, h := range b.hackathons {
		g.Go(func() error {
			err := b.Store.SaveTimeline(gctx, store.TimelineEdit{HackathonID: h.ID,
				Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &b.Due}}})
			if err != nil {
				return err
			}
			b.hackathons[i], err = b.Store.Hackathon(gctx, h.ID) // with the edit's lifecycle mark
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	return b.Attach(ctx, "timeline edited")
}

// WaitUntilAsleep queries every workflow until it has loaded the hackathon
// and waits for REGISTRATION_OPEN at due (nil: with nothing scheduled).
func (b *Burst) WaitUntilAsleep(ctx context.Context, deadline time.Time, due *time.Time) error {
	pending := slices.Clone(b.IDs)
	for len(pending) > 0 {
		if time.Now().After(deadline) {
			return fmt.Errorf("%d of %d workflows not yet asleep", len(pending), len(b.IDs))
		}
		asleep := make([]bool, len(pending))
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(16)
		for i, id := range pending {
			g.Go(func() error {
				s, err := b.Flows.LifecycleState(gctx, id)
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

// Change is when one hackathon's phase change was committed.
type Change struct {
	HackathonID int64
	At          time.Time
	Lag         time.Duration
}

// WaitForTransitions polls Postgres until every hackathon is in
// REGISTRATION_OPEN and returns the phase changes sorted by lag: updated_at
// (now() of the UPDATE that changed the phase) minus the due time. It gives
// up 2 minutes and 100 ms a hackathon after the due time.
func (b *Burst) WaitForTransitions(ctx context.Context) ([]Change, error) {
	patience := 2*time.Minute + time.Duration(len(b.IDs))*100*time.Millisecond
	deadline := b.Due.Add(patience)
	for {
		rows, err := b.Store.Pool().Query(ctx,
			`SELECT id, updated_at FROM hackathons WHERE id = ANY($1) AND phase = 'REGISTRATION_OPEN'`, b.IDs)
		if err != nil {
			return nil, err
		}
		var changes []Change
		for rows.Next() {
			var c Change
			if err := rows.Scan(&c.HackathonID, &c.At); err != nil {
				return nil, err
			}
			c.Lag = c.At.Sub(b.Due)
			changes = append(changes, c)
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if len(changes) == len(b.IDs) {
			slices.SortFunc(changes, func(a, b Change) int { return cmp.Compare(a.Lag, b.Lag) })
			return changes, nil
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("only %d of %d hackathons changed phase within %s of the due time", len(changes), len(b.IDs), patience)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// CheckExactlyOnce waits for the notifications and e-mails of every
// transition (up to 2 minutes and 200 ms a hackathon) and fails unless each
// hackathon has exactly one set.
func (b *Burst) CheckExactlyOnce(ctx context.Context) error {
	const counts = `
SELECT h.id, h.phase,
  (SELECT count(*) FROM notifications n WHERE n.type = 'HACKATHON_PHASE_CHANGED' AND n.data->>'hackathonId' = h.id::text),
  (SELECT count(*) FROM sent_emails e WHERE e.dedup_key LIKE 'phase-changed:' || h.id || ':%' AND e.sent_at IS NOT NULL)
FROM hackathons h WHERE h.id = ANY($1)`
	patience := 2*time.Minute + time.Duration(len(b.IDs))*200*time.Millisecond
	deadline := time.Now().Add(patience)
	for {
		rows, err := b.Store.Pool().Query(ctx, counts, b.IDs)
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
			case phase != domain.PhaseRegistrationOpen || notifications > PeoplePerHackathon || emails > PeoplePerHackathon:
				wrong = append(wrong, state)
			case notifications < PeoplePerHackathon || emails < PeoplePerHackathon:
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
			return fmt.Errorf("notifications or e-mails missing after %s: %d hackathons, such as %v", patience, len(pending), pending[0])
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Terminate ends the workflows, which would otherwise sleep until HACKING.
func (b *Burst) Terminate(ctx context.Context, reason string) {
	g := errgroup.Group{}
	g.SetLimit(16)
	for _, id := range b.IDs {
		g.Go(func() error {
			return b.Flows.Client.TerminateWorkflow(ctx, workflows.HackathonLifecycleID(id), "", reason)
		})
	}
	_ = g.Wait()
}
