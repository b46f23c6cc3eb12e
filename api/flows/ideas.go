package flows

import (
	"context"
	"errors"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
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

// StartIdeaApproval starts the approval workflow of a new idea.
func (f *Flows) StartIdeaApproval(ctx context.Context, in workflows.IdeaApprovalInput) error {
	in.RemindAfter = domain.Duration(f.reminder())
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.IdeaApprovalID(in.IdeaID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     workflows.IdeaApprovalMemo(in),
	}, workflows.IdeaApprovalWorkflowName, in)
	return err
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
		if err = f.StartIdeaApproval(ctx, in); err == nil {
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
		if err = f.StartIdeaApproval(ctx, in); err == nil {
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

// StartAIFeedback starts the workflow that answers an AI query.
func (f *Flows) StartAIFeedback(ctx context.Context, in workflows.AIFeedbackInput) error {
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.AIQueryID(in.UID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     workflows.AIFeedbackMemo(in),
	}, workflows.AIFeedbackWorkflowName, in)
	return err
}
