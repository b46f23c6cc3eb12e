package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// PasswordResetInput names the address a reset link was asked for.
type PasswordResetInput struct {
	Email string
}

// PasswordResetResult says whether an e-mail went out (false: no such account).
type PasswordResetResult struct {
	Sent bool
}

// SendPasswordResetEmailInput is the activity's input. RequestKey identifies
// this reset request, so a retried activity reuses its token row.
type SendPasswordResetEmailInput struct {
	Email      string
	RequestKey string
}

// SendPasswordResetEmailResult says whether an e-mail went out.
type SendPasswordResetEmailResult struct {
	Sent bool
}

// PasswordReset e-mails a single-use reset link to the account with the
// given address, if there is one. The account lookup happens in the activity
// so that the API answers in the same time whether or not the account exists.
func PasswordReset(ctx workflow.Context, in PasswordResetInput) (PasswordResetResult, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout:    30 * time.Second,
		ScheduleToCloseTimeout: 30 * time.Minute, // the link would be half-way to expiry by then
		RetryPolicy:            &temporal.RetryPolicy{InitialInterval: time.Second, MaximumInterval: time.Minute},
	})
	var res SendPasswordResetEmailResult
	err := workflow.ExecuteActivity(ctx, SendPasswordResetEmailActivity, SendPasswordResetEmailInput{
		Email:      in.Email,
		RequestKey: workflow.GetInfo(ctx).WorkflowExecution.RunID,
	}).Get(ctx, &res)
	return PasswordResetResult{Sent: res.Sent}, err //nolint:staticcheck // S1016: the workflow's result and the activity's may grow apart
}
