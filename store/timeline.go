package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// Timeline is a hackathon's phase, time zone and schedule: what the lifecycle
// workflow runs on and the timeline page shows.
type Timeline struct {
	HackathonID      int64
	Name             string
	OrganizationID   int64
	OrganizationName string
	Phase            domain.Phase
	HasPopularVote   bool
	TimeZone         string
	// Schedule has one entry per scheduled phase, in no particular order.
	Schedule []domain.ScheduledPhase
}

// HackathonTimeline reads a hackathon's timeline; domain.ErrNotFound when the
// hackathon does not exist.
func (s *Store) HackathonTimeline(ctx context.Context, hackathonID int64) (Timeline, error) {
	h, err := s.q.GetLifecycleHackathon(ctx, hackathonID)
	if err != nil {
		return Timeline{}, notFound(err)
	}
	schedule, err := s.PhaseSchedule(ctx, hackathonID)
	return Timeline{
		HackathonID: h.ID, Name: h.Name, OrganizationID: h.OrganizationID, OrganizationName: h.OrganizationName,
		Phase: h.Phase, HasPopularVote: h.HasPopularVote, TimeZone: h.TimeZone,
		Schedule: schedule,
	}, err
}

// PhaseSchedule lists the scheduled phases of a hackathon.
func (s *Store) PhaseSchedule(ctx context.Context, hackathonID int64) ([]domain.ScheduledPhase, error) {
	rows, err := s.q.ListPhaseSchedule(ctx, hackathonID)
	schedule := make([]domain.ScheduledPhase, len(rows))
	for i, r := range rows {
		startsAt := r.StartsAt.UTC()
		schedule[i] = domain.ScheduledPhase{Phase: r.Phase, StartsAt: &startsAt}
	}
	return schedule, err
}

// TimelineEdit changes a hackathon's time zone and schedule.
type TimelineEdit struct {
	HackathonID int64
	// TimeZone is the new IANA zone; nil keeps it. The caller checks it.
	TimeZone *string
	// Phases are (re)scheduled; a nil StartsAt unschedules the phase.
	// Phases left out keep their time.
	Phases []domain.ScheduledPhase
}

// SaveTimeline applies an edit in one transaction, after checking the edit
// and the timeline it leads to with domain.ValidateTimeline: a problem is
// returned as an Invalid domain.Error and nothing is written. NotFound when
// the hackathon does not exist.
func (s *Store) SaveTimeline(ctx context.Context, edit TimelineEdit) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		hasPopularVote, err := tx.q.LockHackathonTimeline(ctx, edit.HackathonID)
		if err != nil {
			return notFound(err)
		}
		if err := domain.ValidateTimeline(edit.Phases, hasPopularVote); err != nil {
			return err
		}
		current, err := tx.PhaseSchedule(ctx, edit.HackathonID)
		if err != nil {
			return err
		}
		if err := domain.ValidateTimeline(mergeSchedule(current, edit.Phases, hasPopularVote), hasPopularVote); err != nil {
			return err
		}
		if edit.TimeZone != nil {
			if err := tx.q.SetHackathonTimeZone(ctx, db.SetHackathonTimeZoneParams{ID: edit.HackathonID, TimeZone: *edit.TimeZone}); err != nil {
				return err
			}
		}
		for _, p := range edit.Phases {
			if err := tx.savePhaseStart(ctx, edit.HackathonID, p); err != nil {
				return err
			}
		}
		return tx.q.MarkLifecycleStale(ctx, edit.HackathonID)
	})
}

// mergeSchedule is the schedule after the changes. Stored starts of phases
// the hackathon does not go through (a popular vote switched off) are left
// out: the workflow ignores them too.
func mergeSchedule(current, changes []domain.ScheduledPhase, hasPopularVote bool) []domain.ScheduledPhase {
	merged := append([]domain.ScheduledPhase(nil), changes...)
	for _, c := range current {
		if c.Phase.EnabledFor(hasPopularVote) && !scheduleHas(changes, c.Phase) {
			merged = append(merged, c)
		}
	}
	return merged
}

func scheduleHas(schedule []domain.ScheduledPhase, p domain.Phase) bool {
	for _, s := range schedule {
		if s.Phase == p {
			return true
		}
	}
	return false
}

func (s *Store) savePhaseStart(ctx context.Context, hackathonID int64, p domain.ScheduledPhase) error {
	if p.StartsAt == nil {
		return s.q.DeletePhaseStart(ctx, db.DeletePhaseStartParams{HackathonID: hackathonID, Phase: p.Phase})
	}
	return s.q.UpsertPhaseStart(ctx, db.UpsertPhaseStartParams{HackathonID: hackathonID, Phase: p.Phase, StartsAt: *p.StartsAt})
}

// ApplyPhaseTransition moves a hackathon from one phase to the next if it is
// still in from. applied says whether this call changed the row; phase is the
// hackathon's phase afterwards. domain.ErrNotFound when the hackathon does not exist.
func (s *Store) ApplyPhaseTransition(ctx context.Context, hackathonID int64, from, to domain.Phase) (applied bool, phase domain.Phase, err error) {
	n, err := s.q.ApplyPhaseTransition(ctx, db.ApplyPhaseTransitionParams{ID: hackathonID, FromPhase: from, ToPhase: to})
	if err != nil {
		return false, "", err
	}
	if n == 1 {
		return true, to, nil
	}
	h, err := s.Hackathon(ctx, hackathonID)
	return false, h.Phase, err
}

// HackathonPerson is someone with a role in a hackathon, and their roles.
type HackathonPerson struct {
	ID        int64
	Email     string
	FirstName string
	Roles     []domain.HackathonRole
}

// HackathonPeople lists everyone with a role in the hackathon, once each,
// with their roles; banned participants are left out.
func (s *Store) HackathonPeople(ctx context.Context, hackathonID int64) ([]HackathonPerson, error) {
	rows, err := s.q.ListHackathonPeople(ctx, hackathonID)
	people := make([]HackathonPerson, len(rows))
	for i, r := range rows {
		people[i] = HackathonPerson{ID: r.ID, Email: r.Email, FirstName: r.FirstName, Roles: hackathonRoles(r.Roles)}
	}
	return people, err
}

// ClaimEmail claims the e-mail with this key for claimant to send; false
// when it was sent, or another claimant claimed it less than 10 minutes ago
// (that one sends it or, failing, releases it or retries). Claiming before
// sending makes two senders racing send it once; the same claimant (an
// activity across its retries, even on another worker) may claim again.
func (s *Store) ClaimEmail(ctx context.Context, key, claimant string) (bool, error) {
	_, err := s.q.ClaimEmail(ctx, db.ClaimEmailParams{DedupKey: key, Claimant: claimant})
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("claim e-mail %s: %w", key, err)
	}
	return true, nil
}

// MarkEmailSent records the claimed e-mail as sent. Call it after the SMTP
// server accepted the message.
func (s *Store) MarkEmailSent(ctx context.Context, key string) error {
	if err := s.q.MarkEmailSent(ctx, key); err != nil {
		return fmt.Errorf("mark e-mail %s sent: %w", key, err)
	}
	return nil
}

// ReleaseEmail gives up the claim of an e-mail that could not be sent, so
// that a retry may claim it again.
func (s *Store) ReleaseEmail(ctx context.Context, key string) error {
	if err := s.q.ReleaseEmail(ctx, key); err != nil {
		return fmt.Errorf("release e-mail %s: %w", key, err)
	}
	return nil
}
