package flows

import (
	"context"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// Retention is how long an export's file is kept.
func (f *Flows) Retention() time.Duration {
	if f.ExportRetention == 0 {
		return domain.DefaultExportRetention
	}
	return f.ExportRetention
}

// StartParticipantExport starts the workflow that writes the export's file
// and deletes it at in.ExpiresAt; it returns once the workflow has started.
// A repeat for the same export finds the running workflow.
func (f *Flows) StartParticipantExport(ctx context.Context, in workflows.ParticipantExportInput) error {
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.ParticipantExportID(in.HackathonID, in.UID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     workflows.ParticipantExportMemo(in),
	}, workflows.ParticipantExportWorkflowName, in)
	return err
}
