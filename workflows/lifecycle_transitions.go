package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

func (lc *lifecycle) reload(ctx workflow.Context) error {
	lc.showDetails(ctx, "Loading the timeline.")
	var tl LoadHackathonTimelineResult
	err := workflow.ExecuteActivity(ctx, LoadHackathonTimelineActivity,
		LoadHackathonTimelineInput{HackathonID: lc.in.HackathonID}).Get(ctx, &tl)
	if err != nil {
		return err
	}
	if !tl.Phase.Valid() {
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("hackathon %d has unknown phase %q", lc.in.HackathonID, tl.Phase), unknownPhaseErrorType, nil)
	}
	lc.timeline, lc.loaded = tl, true
	lc.log.Info("Timeline loaded", "Phase", tl.Phase)
	lc.upsertMemo(ctx)
	lc.moveAnnouncements(ctx)
	lc.showDetails(ctx, "")
	return nil
}

func (lc *lifecycle) applyDueTransitions(ctx workflow.Context) error {
	for {
		next, due := lc.nextTransition()
		if next == "" || due == nil || due.After(workflow.Now(ctx)) {
			return nil
		}
		if err := lc.applyTransition(ctx, next, *due); err != nil {
			return err
		}
	}
}

// applyTransition moves the hackathon from its current phase to `to`
// (conditionally, in the activity) and notifies. If the phase had moved to
// something else meanwhile, it reloads the timeline instead.
func (lc *lifecycle) applyTransition(ctx workflow.Context, to domain.Phase, dueAt time.Time) error {
	from := lc.timeline.Phase
	lc.showDetails(ctx, "Moving to "+to.DisplayName()+", due at "+detailTime(dueAt)+".")
	var res ApplyPhaseTransitionResult
	err := workflow.ExecuteActivity(ctx, ApplyPhaseTransitionActivity, ApplyPhaseTransitionInput{
		HackathonID: lc.in.HackathonID, From: from, To: to, DueAt: dueAt,
	}).Get(ctx, &res)
	if err != nil {
		return err
	}
	switch res.Phase {
	case to:
		lc.timeline.Phase = to
		lc.log.Info("Phase changed", "From", from, "To", to, "DueAt", dueAt, "Applied", res.Applied)
		lc.upsertMemo(ctx)
		lc.showDetails(ctx, "")
		lc.notify(ctx, to, dueAt)
		return nil
	case from:
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("%s did not move hackathon %d from %s to %s", ApplyPhaseTransitionActivity, lc.in.HackathonID, from, to),
			transitionNotAppliedErrorType, nil)
	default:
		lc.log.Warn("Phase moved meanwhile; reloading", "Expected", from, "Found", res.Phase)
		return lc.reload(ctx)
	}
}

// notify sends the phase-change notifications. A failure is logged, not
// returned: the phase has changed and the schedule must go on.
func (lc *lifecycle) notify(ctx workflow.Context, phase domain.Phase, dueAt time.Time) {
	lc.showDetails(ctx, "Sending the phase-change notifications.")
	defer lc.showDetails(ctx, "")
	actx := workflow.WithActivityOptions(ctx, notifyActivityOptions)
	var res NotifyPhaseChangeResult
	err := workflow.ExecuteActivity(actx, NotifyPhaseChangeActivity, NotifyPhaseChangeInput{
		HackathonID: lc.in.HackathonID, Phase: phase, DueAt: dueAt,
	}).Get(actx, &res)
	if err != nil {
		lc.log.Error("Phase change notifications failed", "Phase", phase, "Error", err)
	}
	if phase == domain.PhaseRegistrationOpen {
		lc.startCheckInCodes(ctx)
	}
}

// checkInCodesChange versions the start of CheckInCodes when registration
// opens: histories recorded before it replay without it.
const checkInCodesChange = "check-in-codes"

// startCheckInCodes starts the child workflow that e-mails every participant
// their check-in code, without waiting for the e-mails (mail trouble must
// not hold up the phases); a failure to start is logged.
func (lc *lifecycle) startCheckInCodes(ctx workflow.Context) {
	if workflow.GetVersion(ctx, checkInCodesChange, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return
	}
	s := CheckInCodesStart(CheckInCodesInput{HackathonID: lc.in.HackathonID}, lc.owner())
	child := workflow.ExecuteChildWorkflow(workflow.WithChildOptions(ctx, s.ChildOptions()), s.Type, s.Input)
	if err := child.GetChildWorkflowExecution().Get(ctx, nil); err != nil {
		lc.log.Error("Check-in codes not started", "Error", err)
	}
}

// owner is the hackathon the workflow runs, as its children's search
// attributes name it.
func (lc *lifecycle) owner() Owner {
	return Owner{HackathonID: lc.in.HackathonID, OrganizationID: lc.timeline.OrganizationID, Name: lc.timeline.Name}
}

func (lc *lifecycle) upsertMemo(ctx workflow.Context) {
	tl := lc.timeline
	memo := HackathonLifecycleMemo(lc.in.HackathonID, tl.Name, tl.OrganizationName, tl.Phase)
	summary, _ := memo["summary"].(string)
	if summary == lc.memo {
		return
	}
	if err := workflow.UpsertMemo(ctx, memo); err != nil {
		lc.log.Warn("Memo not updated", "Error", err)
		return
	}
	lc.memo = summary
}
