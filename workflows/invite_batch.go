package workflows

import (
	"fmt"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// InviteBatch starts the Invite workflow of each invite of one request and
// ends once they have all started; they run on (ABANDON) after it ends. An
// invite whose workflow is running already counts as AlreadyRunning: it has
// sent its e-mail and sends no second one.
func InviteBatch(ctx workflow.Context, in InviteBatchInput) (InviteBatchResult, error) {
	started := make([]workflow.Future, len(in.Invites))
	for i, inv := range in.Invites {
		cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
			WorkflowID:            InviteID(inv.Kind, inv.UID),
			Memo:                  InviteMemo(inv),
			ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
			WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		})
		started[i] = workflow.ExecuteChildWorkflow(cctx, InviteWorkflowName, inv).GetChildWorkflowExecution()
	}
	var res InviteBatchResult
	var failed []error
	for _, f := range started {
		err := f.Get(ctx, nil)
		switch {
		case err == nil:
			res.Started++
		case temporal.IsWorkflowExecutionAlreadyStartedError(err):
			res.AlreadyRunning++
		default:
			failed = append(failed, err)
		}
	}
	workflow.GetLogger(ctx).Info("Invites started", "Started", res.Started, "AlreadyRunning", res.AlreadyRunning, "Failed", len(failed))
	if len(failed) > 0 {
		return res, fmt.Errorf("%d of %d invite workflows did not start, the first: %w", len(failed), len(in.Invites), failed[0])
	}
	return res, nil
}
