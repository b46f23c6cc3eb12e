package activities

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/url"
	"time"

	"go.temporal.io/sdk/activity"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
)

// sendOnce sends an e-mail of the category unless the one with this key was
// sent or is being sent: it claims the key first, so that senders racing
// send it once, and marks it sent once the SMTP server accepted it. A failed
// send gives the claim back; the activity's retry may claim again in any
// case (a worker killed mid-send leaves its claim).
//
// Every e-mail the product sends passes here, so here the recipient's
// preferences apply (issue 34): an account that turned the category off
// gets nothing, which is not "sent" (false, nil), and one that did not gets
// the one-click unsubscribe for the category (replacing a List-Unsubscribe
// the caller set). An address without an account, and a transactional
// e-mail, are sent as the caller made them.
func (a *Activities) sendOnce(ctx context.Context, category domain.EmailCategory, key, to, template string, data any, options ...mail.Option) (bool, error) {
	if category != domain.EmailTransactional {
		r, err := a.Store.EmailRecipient(ctx, to, category)
		if err != nil || r.OptedOut {
			return false, err
		}
		if r.UserID != 0 {
			unsubscribe, err := a.unsubscribe(ctx, r.UserID, category)
			if err != nil {
				return false, err
			}
			options = append(options, unsubscribe)
		}
	}
	if claimed, err := a.Store.ClaimEmail(ctx, key, claimant(ctx)); err != nil || !claimed {
		return false, err
	}
	if err := a.Mailer.Send(ctx, to, template, data, options...); err != nil {
		err = fmt.Errorf("e-mail %s (%s): %w", template, key, err)
		return false, errors.Join(err, a.Store.ReleaseEmail(context.WithoutCancel(ctx), key))
	}
	return true, a.Store.MarkEmailSent(ctx, key)
}

// unsubscribe is the one-click unsubscribe from the category for the user:
// its link is the API's (api/rest/unsubscribe.go), which a GET shows as a
// page and a POST follows.
func (a *Activities) unsubscribe(ctx context.Context, userID int64, c domain.EmailCategory) (mail.Option, error) {
	key, err := a.Store.UnsubscribeKey(ctx)
	if err != nil {
		return nil, err
	}
	link := a.link(domain.UnsubscribePath, url.Values{"token": {domain.UnsubscribeToken(key, userID, c)}})
	return a.Mailer.OneClickUnsubscribe(link, a.link(domain.EmailPreferencesPath, nil), c.Topic()), nil
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
