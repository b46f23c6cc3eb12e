package flows

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/workflows"
)

// StartSubmissionConfirmation starts the e-mails confirming a submission
// (ID SubmissionConfirmationID(submission)); a run under way is joined.
func (f *Flows) StartSubmissionConfirmation(ctx context.Context, in workflows.SubmissionConfirmationInput) error {
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.SubmissionConfirmationID(in.SubmissionID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     workflows.SubmissionConfirmationMemo(in),
	}, workflows.SubmissionConfirmationWorkflowName, in)
	return err
}
