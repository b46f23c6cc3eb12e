package activities

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// Announcement delivery: a batch of at most announcementBatch people at a
// time, their e-mails sent by announcementSenders at once.
const (
	announcementBatch   = 200
	announcementSenders = 16
)

// EditAnnouncement writes an edit of a scheduled announcement; one no
// longer scheduled is refused for good.
func (a *Activities) EditAnnouncement(ctx context.Context, in workflows.EditAnnouncementInput) (workflows.AnnouncementSchedule, error) {
	row, err := a.Store.EditAnnouncement(ctx, in.AnnouncementID, store.AnnouncementFields{
		HackathonID: in.HackathonID, AnnouncementText: in.AnnouncementText, Audience: in.Audience, Time: in.Time, SendAt: in.SendAt,
	})
	if err != nil {
		return workflows.AnnouncementSchedule{}, notScheduled(err)
	}
	return workflows.AnnouncementSchedule{SendAt: row.SendAt, Revision: row.Revision}, nil
}

// CancelAnnouncement cancels a scheduled announcement; one no longer
// scheduled is refused for good.
func (a *Activities) CancelAnnouncement(ctx context.Context, in workflows.AnnouncementRef) error {
	_, err := a.Store.CancelAnnouncement(ctx, in.AnnouncementID)
	return notScheduled(err)
}

// notScheduled makes the store's Conflict (and a deleted announcement) the
// non-retryable refusal the workflow answers with.
func notScheduled(err error) error {
	var de *domain.Error
	if errors.As(err, &de) && (de.Code == domain.CodeConflict || de.Code == domain.CodeNotFound) {
		return temporal.NewNonRetryableApplicationError(de.Message, workflows.AnnouncementNotScheduledErrorType, nil)
	}
	return err
}

// BeginAnnouncement starts sending a due announcement (see
// store.BeginAnnouncementSending); a deleted one reads as cancelled.
func (a *Activities) BeginAnnouncement(ctx context.Context, in workflows.AnnouncementRef) (workflows.BeginAnnouncementResult, error) {
	row, err := a.Store.BeginAnnouncementSending(ctx, in.AnnouncementID)
	if errors.Is(err, domain.ErrNotFound) {
		return workflows.BeginAnnouncementResult{Status: domain.AnnouncementCancelled}, nil
	}
	return workflows.BeginAnnouncementResult{
		Status: row.Status, AnnouncementSchedule: workflows.AnnouncementSchedule{SendAt: row.SendAt, Revision: row.Revision},
		Recipients: int(row.Recipients),
	}, err
}

// DeliverAnnouncementBatch tells the next batch of recipients: one
// notification and one e-mail each, keyed by the announcement and the
// person so that a retried or resumed run adds neither again. An e-mail the
// mail server refuses counts as failed while others of the batch go; a
// batch whose every e-mail failed (the server is down) is retried instead.
func (a *Activities) DeliverAnnouncementBatch(ctx context.Context, in workflows.AnnouncementRef) (workflows.DeliverAnnouncementResult, error) {
	var res workflows.DeliverAnnouncementResult
	defer keepHeartbeating(ctx)()
	row, err := a.Store.Announcement(ctx, in.AnnouncementID)
	if err != nil {
		return res, err
	}
	h, err := a.Store.HackathonTimeline(ctx, row.HackathonID)
	if err != nil {
		return res, hackathonError(row.HackathonID, err)
	}
	people, err := a.Store.PendingAnnouncementDeliveries(ctx, row.ID, announcementBatch)
	if err != nil {
		return res, err
	}
	key := fmt.Sprintf("announcement:%d", row.ID)
	notice := domain.Announcement{HackathonRef: hackathonRef(h), AnnouncementID: row.ID, Title: row.Title, Excerpt: domain.Excerpt(row.Body)}
	if _, err := a.Store.Notify(ctx, userIDs(people), notice, key); err != nil {
		return res, err
	}
	extra := map[string]any{"Title": row.Title, "Body": row.Body, "BodyHTML": mail.Markdown(row.Body)}
	sent, failed := a.sendAll(ctx, people, func(p store.HackathonPerson) error {
		_, err := a.sendOnce(ctx, domain.EmailAnnouncements, fmt.Sprintf("%s:%d", key, p.ID), p.Email, "announcement", a.hackathonMail(h, p, "detail", extra))
		return err
	})
	if len(sent) == 0 && len(failed) > 0 {
		return res, fmt.Errorf("announcement %d: no e-mail of the batch was accepted (is the mail server down?)", row.ID)
	}
	progress, err := a.Store.RecordAnnouncementDeliveries(ctx, row.ID, sent, failed)
	res.AnnouncementProgress = workflows.AnnouncementProgress(progress)
	res.Done = len(people) < announcementBatch
	return res, err
}

// sendAll runs send for each person, announcementSenders at a time, and
// sorts them by outcome.
func (a *Activities) sendAll(ctx context.Context, people []store.HackathonPerson, send func(store.HackathonPerson) error) (sent, failed []int64) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	slots := make(chan struct{}, announcementSenders)
	for _, p := range people {
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer func() { <-slots; wg.Done() }()
			err := send(p)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				slog.WarnContext(ctx, "Announcement e-mail failed", "UserID", p.ID, "Error", err)
				failed = append(failed, p.ID)
				return
			}
			sent = append(sent, p.ID)
		}()
	}
	wg.Wait()
	return sent, failed
}

// FinishAnnouncement marks a delivered announcement SENT.
func (a *Activities) FinishAnnouncement(ctx context.Context, in workflows.AnnouncementRef) error {
	_, err := a.Store.FinishAnnouncement(ctx, in.AnnouncementID)
	return err
}

// FollowTimelineInAnnouncements moves the hackathon's phase-relative
// announcements with its timeline and returns the moves to signal.
func (a *Activities) FollowTimelineInAnnouncements(ctx context.Context, in workflows.FollowTimelineInput) ([]workflows.AnnouncementMove, error) {
	moves, err := a.Store.FollowTimelineInAnnouncements(ctx, in.HackathonID)
	out := make([]workflows.AnnouncementMove, len(moves))
	for i, m := range moves {
		out[i] = workflows.AnnouncementMove{AnnouncementID: m.ID, AnnouncementSchedule: workflows.AnnouncementSchedule{SendAt: m.SendAt, Revision: m.Revision}}
	}
	return out, err
}
