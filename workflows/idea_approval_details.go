package workflows

import (
	"fmt"

	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// showDetails sets the run's current details (details.go): "Pending since
// 2026-12-01 09:00 UTC. Reminder to the organizers at 2026-12-02 09:00 UTC."
func (a *ideaApproval) showDetails(ctx workflow.Context) {
	workflow.SetCurrentDetails(ctx, a.details())
}

func (a *ideaApproval) details() string {
	var details string
	switch s := a.state.State; s {
	case domain.ApprovalPending:
		details = "Pending since " + detailTime(a.since) + "."
		if a.state.Round > 1 {
			details = fmt.Sprintf("Pending (round %d) since %s.", a.state.Round, detailTime(a.since))
		}
		switch {
		case a.reminded:
			details += " Organizers reminded."
		case !a.remindAt.IsZero():
			details += " Reminder to the organizers at " + detailTime(a.remindAt) + "."
		}
	case domain.ApprovalChangesRequested:
		details = "Changes requested at " + detailTime(a.since) + "; waiting for the creator to resubmit."
	default:
		details = "Decided: " + s.DisplayName() + "."
	}
	if a.busy {
		details += " Recording a decision."
	}
	return details
}
