package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// JoinRequestEmailInput names a request to join a team.
type JoinRequestEmailInput struct {
	HackathonID, TeamID, RequestID int64
}

// JoinRequestEmailResult is how many e-mails went out in this run (an
// admin e-mailed before, or who turned these e-mails off, is not e-mailed).
type JoinRequestEmailResult struct {
	Emails int
}

// JoinRequestEmail e-mails the team's admins that someone asked to join
// (ID JoinRequestEmailID(request)), once each; the API stored their
// notifications with the request. The e-mails are retried like the
// check-in codes'.
func JoinRequestEmail(ctx workflow.Context, in JoinRequestEmailInput) (JoinRequestEmailResult, error) {
	ctx = workflow.WithActivityOptions(ctx, checkInCodesActivityOptions)
	var res JoinRequestEmailResult
	err := workflow.ExecuteActivity(ctx, SendJoinRequestEmailActivity, in).Get(ctx, &res)
	return res, err
}
