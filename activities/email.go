package activities

import (
	"context"
	"fmt"
	"time"

	"github.com/hackforge/hackforge/activities/mail"
)

// sendOnce sends an e-mail unless the one with this key was sent before,
// and marks it sent once the SMTP server accepted it.
func (a *Activities) sendOnce(ctx context.Context, key, to, template string, data any, options ...mail.Option) (bool, error) {
	if done, err := a.Store.EmailSent(ctx, key); err != nil || done {
		return false, err
	}
	if err := a.Mailer.Send(ctx, to, template, data, options...); err != nil {
		return false, fmt.Errorf("e-mail %s (%s): %w", template, key, err)
	}
	return true, a.Store.MarkEmailSent(ctx, key)
}

// formatIn shows a time in a zone (the hackathon's), e.g. "Mon, 2 Mar 2030 17:00 CET".
func formatIn(t time.Time, zone string) string {
	if loc, err := time.LoadLocation(zone); err == nil {
		t = t.In(loc)
	}
	return t.Format("Mon, 2 Jan 2006 15:04 MST")
}
