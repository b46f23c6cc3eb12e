package flows

import (
	"context"
	"errors"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// AttachHackathonLifecycle makes sure the hackathon's lifecycle workflow runs
// and re-reads its timeline: it signals the running one, or starts it (never
// a second one) with a memo naming the hackathon for the Temporal UI.
func (f *Flows) AttachHackathonLifecycle(ctx context.Context, h record.Hackathon, organizationName, reason string) error {
	s := workflows.HackathonLifecycleStart(workflows.Owner{HackathonID: h.ID, OrganizationID: h.OrganizationID, Name: h.Name}, organizationName, h.Phase)
	opts := s.Options(f.TaskQueue)
	opts.WorkflowIDConflictPolicy = enumspb.WORKFLOW_ID_CONFLICT_POLICY_UNSPECIFIED // signal-with-start joins a running one itself
	_, err := f.Client.SignalWithStartWorkflow(ctx, s.ID,
		workflows.TimelineChangedSignal, workflows.TimelineChangedInput{Reason: reason}, opts, s.Type, s.Input)
	return err
}

// EndHackathonLifecycle tells the lifecycle workflow of a deleted hackathon
// to reload: it finds the hackathon gone and ends. A workflow that is not
// running has nothing to end.
func (f *Flows) EndHackathonLifecycle(ctx context.Context, hackathonID int64) error {
	err := f.Client.SignalWorkflow(ctx, workflows.HackathonLifecycleID(hackathonID), "",
		workflows.TimelineChangedSignal, workflows.TimelineChangedInput{Reason: "deleted"})
	if isNotRunning(err) {
		return nil
	}
	return err
}

// AdvanceHackathonPhase moves the hackathon to its next phase now, through
// its lifecycle workflow (attached first if it is not running), and waits
// until the transition is applied. expected is the phase the caller saw: a
// phase that has changed meanwhile, or a hackathon that is complete, gives a
// Conflict domain.Error. It gives up after
// advanceTimeout (no worker running, say); the update may still run later.
func (f *Flows) AdvanceHackathonPhase(ctx context.Context, h record.Hackathon, orgName string, expected domain.Phase) (domain.Phase, error) {
	if err := f.reachable(ctx); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, advanceTimeout)
	defer cancel()
	phase, err := f.advanceNow(ctx, h.ID, expected)
	if isNotRunning(err) {
		if err = f.AttachHackathonLifecycle(ctx, h, orgName, "advance now"); err == nil {
			phase, err = f.advanceNow(ctx, h.ID, expected)
		}
		if isNotRunning(err) { // the new run ended at once: nothing follows
			return "", &domain.Error{Code: domain.CodeConflict, Message: "The hackathon has no next phase."}
		}
	}
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && (appErr.Type() == workflows.PhaseMismatchErrorType || appErr.Type() == workflows.NoNextPhaseErrorType) {
		return "", &domain.Error{Code: domain.CodeConflict, Message: appErr.Message()}
	}
	return phase, err
}

// advanceTimeout bounds the wait for an advance-now: applying the phase and
// sending its notifications and e-mails.
const advanceTimeout = 30 * time.Second

func (f *Flows) advanceNow(ctx context.Context, hackathonID int64, expected domain.Phase) (domain.Phase, error) {
	handle, err := f.Client.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   workflows.HackathonLifecycleID(hackathonID),
		UpdateName:   workflows.AdvanceNowUpdate,
		Args:         []any{workflows.AdvanceNowInput{ExpectedPhase: expected}},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return "", err
	}
	var res workflows.AdvanceNowResult
	err = handle.Get(ctx, &res)
	return res.Phase, err
}

// LifecycleState asks the hackathon's lifecycle workflow for its state. A
// workflow that was never started gives the zero state and no error.
func (f *Flows) LifecycleState(ctx context.Context, hackathonID int64) (workflows.HackathonLifecycleState, error) {
	var state workflows.HackathonLifecycleState
	v, err := f.Client.QueryWorkflow(ctx, workflows.HackathonLifecycleID(hackathonID), "", workflows.HackathonLifecycleStateQuery)
	if isNotRunning(err) {
		return state, nil
	}
	if err != nil {
		return state, err
	}
	return state, v.Get(&state)
}

// isNotRunning: the workflow does not exist or has closed.
func isNotRunning(err error) bool {
	var notFound *serviceerror.NotFound
	return errors.As(err, &notFound)
}
