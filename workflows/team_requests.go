package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// JoinRequestEmailInput names a request to join a team, or (Invitation) a
// team's invitation to a participant: one table holds both.
type JoinRequestEmailInput struct {
	HackathonID, TeamID, RequestID int64
	Invitation                     bool
}

// JoinRequestEmailResult is how many e-mails went out in this run (an
// admin e-mailed before, or who turned these e-mails off, is not e-mailed).
type JoinRequestEmailResult struct {
	Emails int
}

// JoinRequestEmail e-mails the team's admins that someone asked to join,
// or the participant a team invited (ID JoinRequestEmailID(request)), once
// each; the API stored the notifications with the request. The e-mails are retried like the
// check-in codes'.
func JoinRequestEmail(ctx workflow.Context, in JoinRequestEmailInput) (JoinRequestEmailResult, error) {
	ctx = workflow.WithActivityOptions(ctx, checkInCodesActivityOptions)
	var res JoinRequestEmailResult
	err := workflow.ExecuteActivity(ctx, SendJoinRequestEmailActivity, in).Get(ctx, &res)
	return res, err
}
