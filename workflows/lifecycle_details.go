package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// showDetails sets the run's current details (details.go) from its state,
// followed by what it is doing right now, if anything: "Phase: Hacking.
// Next: Judging at 2026-12-01 18:00 UTC."
func (lc *lifecycle) showDetails(ctx workflow.Context, doing string) {
	details := lc.details()
	if doing != "" {
		details += " " + doing
	}
	workflow.SetCurrentDetails(ctx, details)
}

func (lc *lifecycle) details() string {
	if !lc.loaded {
		return "Phase: not loaded yet."
	}
	details := "Phase: " + lc.timeline.Phase.DisplayName() + "."
	next, due := lc.nextTransition()
	switch {
	case lc.ended:
		return details + " Ended."
	case next == "":
		return details + " No next phase."
	case due == nil:
		details += " Next: " + next.DisplayName() + ", not scheduled (waiting for a timeline edit)."
	default:
		details += " Next: " + next.DisplayName() + " at " + detailTime(*due) + "."
	}
	if at := lc.reminderAt(); at != nil {
		details += " Submission reminder at " + detailTime(*at) + "."
	}
	return details
}
