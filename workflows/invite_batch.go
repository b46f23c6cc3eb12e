package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// startInvitesOptions: starting a thousand workflows takes seconds; a
// failed attempt is retried, and what it started counts as AlreadyRunning.
var startInvitesOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 2 * time.Minute,
	RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute},
}

// InviteBatch starts the Invite workflow of each invite of one request and
// ends once they have all started. An invite whose workflow is running
// already counts as AlreadyRunning: it has sent its e-mail and sends no
// second one.
//
// The workflows are started by an activity, not as child workflows: each
// child costs its parent initiated and started events and a workflow task.
// On the 2-core dev server 1,000 children of one parent were all e-mailed
// after 65-74 s, in sub-batches of 50 after 37-43 s (27 s with eager
// activities); started by the activity, after 12-16 s (make bench-invites).
func InviteBatch(ctx workflow.Context, in InviteBatchInput) (InviteBatchResult, error) {
	var res InviteBatchResult
	err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, startInvitesOptions), StartInvitesActivity, in).Get(ctx, &res)
	workflow.GetLogger(ctx).Info("Invites started", "Started", res.Started, "AlreadyRunning", res.AlreadyRunning)
	return res, err
}
