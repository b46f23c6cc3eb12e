package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// inviteStatusWords name a closed round in the details.
var inviteStatusWords = map[domain.InviteStatus]string{
	domain.InviteAccepted: "Accepted",
	domain.InviteDeclined: "Declined",
	domain.InviteRevoked:  "Revoked",
	domain.InviteExpired:  "Expired",
}

// showDetails sets the run's current details (details.go): "Sent. Waiting
// for an answer until 2026-12-14 10:00 UTC. Reminder at 2026-12-04 10:00 UTC."
func (iv *invite) showDetails(ctx workflow.Context) {
	workflow.SetCurrentDetails(ctx, iv.details())
}

func (iv *invite) details() string {
	if iv.ended {
		if word, ok := inviteStatusWords[iv.state.Status]; ok {
			return word + "."
		}
		return "Closed." // found closed by an activity that did not say how
	}
	var details string
	switch iv.state.Delivery {
	case domain.DeliverySending:
		details = "Sending the e-mail since " + detailTime(iv.sendingSince) + "."
	case domain.DeliverySent:
		details = "Sent."
	case domain.DeliveryFailed:
		details = "Delivery failed: " + withoutAddresses(iv.failure) + "."
	}
	if iv.state.ReminderSent {
		details += " Reminded."
	}
	if iv.closing {
		return details + " Closing the round."
	}
	details += " Waiting for an answer until " + detailTime(iv.in.ExpiresAt) + "."
	if !iv.remindAt.IsZero() && !iv.state.ReminderSent {
		details += " Reminder at " + detailTime(iv.remindAt) + "."
	}
	return details
}

// planReminder notes that the reminder goes at t, for the details.
func (iv *invite) planReminder(ctx workflow.Context, t time.Time) {
	iv.remindAt = t
	iv.showDetails(ctx)
}
