package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// SubmissionConfirmationInput names the submitted submission and its team.
type SubmissionConfirmationInput struct {
	HackathonID, TeamID, SubmissionID int64
	CategoryName                      string
}

// SubmissionConfirmationResult is how many e-mails went out in this run (a
// member e-mailed before is not e-mailed again).
type SubmissionConfirmationResult struct {
	Emails int
}

// SubmissionConfirmation e-mails the team's members that its submission
// was received (ID SubmissionConfirmationID(submission)), once each; the
// API stored their notifications with the submission. The e-mails are
// retried like the check-in codes'.
func SubmissionConfirmation(ctx workflow.Context, in SubmissionConfirmationInput) (SubmissionConfirmationResult, error) {
	ctx = workflow.WithActivityOptions(ctx, checkInCodesActivityOptions)
	var res SubmissionConfirmationResult
	err := workflow.ExecuteActivity(ctx, SendSubmissionConfirmationActivity, in).Get(ctx, &res)
	return res, err
}
