package activities

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/activity"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
)

// sendOnce sends an e-mail unless the one with this key was sent or is
// being sent: it claims the key first, so that senders racing send it once,
// and marks it sent once the SMTP server accepted it. A failed send gives
// the claim back; the activity's retry may claim again in any case (a
// worker killed mid-send leaves its claim).
func (a *Activities) sendOnce(ctx context.Context, key, to, template string, data any, options ...mail.Option) (bool, error) {
	if claimed, err := a.Store.ClaimEmail(ctx, key, claimant(ctx)); err != nil || !claimed {
		return false, err
	}
	if err := a.Mailer.Send(ctx, to, template, data, options...); err != nil {
		err = fmt.Errorf("e-mail %s (%s): %w", template, key, err)
		return false, errors.Join(err, a.Store.ReleaseEmail(context.WithoutCancel(ctx), key))
	}
	return true, a.Store.MarkEmailSent(ctx, key)
}

// claimant names the sender of an e-mail: the activity, the same across its
// retries; outside an activity (tests call them directly), each call.
func claimant(ctx context.Context) string {
	if !activity.IsActivity(ctx) {
		return "call:" + rand.Text()
	}
	info := activity.GetInfo(ctx)
	return "activity:" + info.WorkflowExecution.ID + "/" + info.WorkflowExecution.RunID + "/" + info.ActivityID
}

// formatIn shows a time in a zone (the hackathon's), e.g. "Sun, Mar 2, 2031, 5:00 PM UTC+1".
func formatIn(t time.Time, zone string) string {
	if loc, err := time.LoadLocation(zone); err == nil {
		t = t.In(loc)
	}
	return domain.FormatInstant(t)
}
