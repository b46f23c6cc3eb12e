package flows

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// ideaTimeout bounds a decision or resubmission, which writes to Postgres.
const ideaTimeout = 30 * time.Second

// reminder is the approval reminder delay in force.
func (f *Flows) reminder() time.Duration {
	if f.IdeaApprovalReminder > 0 {
		return f.IdeaApprovalReminder
	}
	return workflows.DefaultIdeaApprovalReminder
}

// IdeaApproval is the approval workflow of an idea, with the reminder
// delay in force.
func (f *Flows) IdeaApproval(in workflows.IdeaApprovalInput) workflows.Start {
	in.RemindAfter = domain.Duration(f.reminder())
	return workflows.IdeaApprovalStart(in)
}

// DecideIdea sends an organizer's decision to the idea's approval workflow
// and waits until it is recorded. A decision on an approval that is no
// longer pending is a Conflict on newState.
//
// A pending idea whose workflow is not running (it could not be started, or
// was lost) gets it started first.
func (f *Flows) DecideIdea(ctx context.Context, in workflows.IdeaApprovalInput, d workflows.IdeaDecision) (workflows.IdeaApprovalState, error) {
	var out workflows.IdeaApprovalState
	err := f.updateIdea(ctx, in.IdeaID, workflows.DecideIdeaUpdate, &out, d)
	if isNotRunning(err) {
		if err = f.Start(ctx, f.IdeaApproval(in)); err == nil {
			err = f.updateIdea(ctx, in.IdeaID, workflows.DecideIdeaUpdate, &out, d)
		}
	}
	return out, ideaApprovalError(err, "newState")
}

// ResubmitIdea sends an idea back for approval after its creator edited it.
// One whose workflow is not running gets it started (in.State says where
// the approval stands) first.
func (f *Flows) ResubmitIdea(ctx context.Context, in workflows.IdeaApprovalInput, userID int64) error {
	resubmission := workflows.IdeaResubmission{UserID: userID}
	err := f.updateIdea(ctx, in.IdeaID, workflows.ResubmitIdeaUpdate, nil, resubmission)
	if isNotRunning(err) {
		if err = f.Start(ctx, f.IdeaApproval(in)); err == nil {
			err = f.updateIdea(ctx, in.IdeaID, workflows.ResubmitIdeaUpdate, nil, resubmission)
		}
	}
	return ideaApprovalError(err, "id")
}

// StopIdeaApproval cancels a deleted idea's approval workflow, if it runs.
func (f *Flows) StopIdeaApproval(ctx context.Context, ideaID int64) error {
	err := f.Client.CancelWorkflow(ctx, workflows.IdeaApprovalID(ideaID), "")
	if isNotRunning(err) {
		return nil
	}
	return err
}

func (f *Flows) updateIdea(ctx context.Context, ideaID int64, update string, out any, args ...any) error {
	if err := f.reachable(ctx); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, ideaTimeout)
	defer cancel()
	handle, err := f.Client.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.IdeaApprovalID(ideaID), UpdateName: update, Args: args,
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, out)
	}
	return err
}

func ideaApprovalError(err error, field string) error {
	var appErr *temporal.ApplicationError
	refusal := ""
	if errors.As(err, &appErr) {
		refusal = appErr.Type()
	}
	switch {
	case refusal == workflows.IdeaApprovalForbiddenErrorType:
		return domain.ErrForbidden
	case refusal == workflows.IdeaApprovalNotPendingErrorType || isNotRunning(err):
		return domain.Conflict(field, "The approval is not waiting for this (it was decided already).")
	}
	return err
}
