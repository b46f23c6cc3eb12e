package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// AnnouncementFields is an announcement as its author writes it: SendAt is
// the instant Time resolves to (domain.AnnouncementTime.Resolve).
type AnnouncementFields struct {
	HackathonID, AuthorID int64
	domain.AnnouncementText
	Audience domain.AnnouncementAudience
	Time     domain.AnnouncementTime
	SendAt   time.Time
}

func (f AnnouncementFields) relative() (*domain.Phase, *int32) {
	if !f.Time.Relative() {
		return nil, nil
	}
	offset := int32(f.Time.OffsetMinutes)
	return &f.Time.Phase, &offset
}

// ScheduleAnnouncement writes a new scheduled announcement and the start of
// its workflow in one transaction.
func (s *Store) ScheduleAnnouncement(ctx context.Context, f AnnouncementFields, start StartOf[record.Announcement]) (record.Announcement, error) {
	var out record.Announcement
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		phase, offset := f.relative()
		a, err := tx.q.CreateAnnouncement(ctx, db.CreateAnnouncementParams{
			HackathonID: f.HackathonID, AuthorID: &f.AuthorID, Title: f.Title, Body: f.Body,
			Audience: f.Audience, SendAt: f.SendAt, Phase: phase, OffsetMinutes: offset,
		})
		if err != nil {
			return err
		}
		out = a
		return writeStartOf(ctx, tx, start, a)
	})
	return out, err
}

// Announcement reads one announcement.
func (s *Store) Announcement(ctx context.Context, id int64) (record.Announcement, error) {
	a, err := s.q.GetAnnouncement(ctx, id)
	return a, notFound(err)
}

// HackathonAnnouncements lists every announcement of the hackathon, the
// ones still to go first.
func (s *Store) HackathonAnnouncements(ctx context.Context, hackathonID int64) ([]record.Announcement, error) {
	return s.q.ListHackathonAnnouncements(ctx, hackathonID)
}

// SentAnnouncements is the hackathon's feed: its latest limit sent announcements.
func (s *Store) SentAnnouncements(ctx context.Context, hackathonID int64, limit int) ([]record.Announcement, error) {
	return s.q.ListSentAnnouncements(ctx, db.ListSentAnnouncementsParams{HackathonID: hackathonID, MaxRows: int32(limit)})
}

// EditAnnouncement changes a scheduled announcement (its revision grows); one
// that is sending, sent or cancelled is a Conflict.
func (s *Store) EditAnnouncement(ctx context.Context, id int64, f AnnouncementFields) (record.Announcement, error) {
	phase, offset := f.relative()
	a, err := s.q.EditAnnouncement(ctx, db.EditAnnouncementParams{
		ID: id, Title: f.Title, Body: f.Body, Audience: f.Audience, Phase: phase, OffsetMinutes: offset, SendAt: f.SendAt,
	})
	return a, s.notScheduled(ctx, id, err)
}

// CancelAnnouncement cancels a scheduled announcement; one that is sending,
// sent or cancelled is a Conflict.
func (s *Store) CancelAnnouncement(ctx context.Context, id int64) (record.Announcement, error) {
	a, err := s.q.CancelAnnouncement(ctx, id)
	return a, s.notScheduled(ctx, id, err)
}

// notScheduled explains a write that found no scheduled announcement.
func (s *Store) notScheduled(ctx context.Context, id int64, err error) error {
	if !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	a, err := s.Announcement(ctx, id)
	if err != nil {
		return err
	}
	return AnnouncementNotScheduled(a.Status)
}

// AnnouncementNotScheduled is the Conflict of a change to an announcement
// that is no longer scheduled.
func AnnouncementNotScheduled(status domain.AnnouncementStatus) error {
	if status == domain.AnnouncementCancelled {
		return domain.Conflict("id", "This announcement was cancelled.")
	}
	return domain.Conflict("id", "This announcement is already being sent, so it can no longer change.")
}

// AnnouncementMove is a phase-relative announcement's new time: Revision
// tells it from older writes.
type AnnouncementMove struct {
	ID       int64
	SendAt   time.Time
	Revision int32
}

// FollowTimelineInAnnouncements moves the hackathon's scheduled
// phase-relative announcements with their phases' stored starts, and
// returns the ones it moved.
func (s *Store) FollowTimelineInAnnouncements(ctx context.Context, hackathonID int64) ([]AnnouncementMove, error) {
	rows, err := s.q.FollowTimelineInAnnouncements(ctx, hackathonID)
	moves := make([]AnnouncementMove, len(rows))
	for i, r := range rows {
		moves[i] = AnnouncementMove{ID: r.ID, SendAt: r.SendAt, Revision: r.Revision}
	}
	return moves, err
}

// BeginAnnouncementSending starts sending a due scheduled announcement: its
// status becomes SENDING and its audience, as it is now, its recipients, in
// one transaction. It returns the row as it is after: still SCHEDULED when
// it is not due (its time moved), or whatever status it had already.
func (s *Store) BeginAnnouncementSending(ctx context.Context, id int64) (record.Announcement, error) {
	var out record.Announcement
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		a, err := tx.q.BeginAnnouncementSending(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			out, err = tx.Announcement(ctx, id)
			return err
		}
		if err != nil {
			return err
		}
		n, err := tx.q.AddAnnouncementRecipients(ctx, db.AddAnnouncementRecipientsParams{
			AnnouncementID: id, HackathonID: a.HackathonID, Audience: string(a.Audience),
		})
		if err != nil {
			return err
		}
		a.Recipients = int32(n)
		out = a
		return tx.q.SetAnnouncementRecipients(ctx, db.SetAnnouncementRecipientsParams{ID: id, Recipients: a.Recipients})
	})
	return out, err
}

// PendingAnnouncementDeliveries is the next batch of at most limit people
// the announcement has not been delivered to.
func (s *Store) PendingAnnouncementDeliveries(ctx context.Context, id int64, limit int) ([]HackathonPerson, error) {
	rows, err := s.q.PendingAnnouncementDeliveries(ctx, db.PendingAnnouncementDeliveriesParams{AnnouncementID: id, MaxRows: int32(limit)})
	people := make([]HackathonPerson, len(rows))
	for i, r := range rows {
		people[i] = HackathonPerson{ID: r.ID, Email: r.Email, FirstName: r.FirstName}
	}
	return people, err
}

// AnnouncementProgress is an announcement's delivery counters.
type AnnouncementProgress struct {
	Recipients, Sent, Failed int
}

// RecordAnnouncementDeliveries marks the deliveries to sent and failed
// done and returns the counters, written from all deliveries.
func (s *Store) RecordAnnouncementDeliveries(ctx context.Context, id int64, sent, failed []int64) (AnnouncementProgress, error) {
	var out AnnouncementProgress
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		for state, ids := range map[string][]int64{"SENT": sent, "FAILED": failed} {
			if len(ids) == 0 {
				continue
			}
			err := tx.q.MarkAnnouncementDeliveries(ctx, db.MarkAnnouncementDeliveriesParams{AnnouncementID: id, State: state, UserIds: ids})
			if err != nil {
				return err
			}
		}
		c, err := tx.q.CountAnnouncementDeliveries(ctx, id)
		out = AnnouncementProgress{Recipients: int(c.Recipients), Sent: int(c.SentCount), Failed: int(c.FailedCount)}
		return err
	})
	return out, err
}

// FinishAnnouncement marks a sending announcement SENT (once: sent_at stays).
func (s *Store) FinishAnnouncement(ctx context.Context, id int64) (record.Announcement, error) {
	a, err := s.q.FinishAnnouncement(ctx, id)
	return a, notFound(err)
}
