package flows

import (
	"context"
	"fmt"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/workflows"
)

// StartCheckInCodes starts the e-mailing of one participant's check-in code
// (ID CheckInCodesID(hackathon, participant)); a run already under way for
// them is joined, and the code goes once whatever runs it.
func (f *Flows) StartCheckInCodes(ctx context.Context, hackathonID, participantID int64) error {
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.CheckInCodesID(hackathonID, participantID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     map[string]any{"summary": fmt.Sprintf("Check-in code e-mail: participant %d of hackathon %d", participantID, hackathonID)},
	}, workflows.CheckInCodesWorkflowName, workflows.CheckInCodesInput{HackathonID: hackathonID, ParticipantID: participantID})
	return err
}
