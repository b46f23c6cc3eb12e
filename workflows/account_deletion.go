package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// AccountDeletionInput names the deleted account by id only, so that no
// personal data enters the workflow's history, and the invites that stopped
// with it (their workflows are cancelled).
type AccountDeletionInput struct {
	UserID  int64
	Invites []StoppedInvite `json:",omitempty"`
}

// StoppedInvite is an invite closed because its addressee's account went.
type StoppedInvite struct {
	Kind domain.InviteKind
	UID  string
}

// EraseAccountInput is the EraseAccount activity's input.
type EraseAccountInput struct {
	UserID int64
}

var eraseAccountOptions = workflow.ActivityOptions{
	StartToCloseTimeout: time.Minute,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: 5 * time.Minute,
		NonRetryableErrorTypes: []string{AccountNotDeletedErrorType},
	},
}

// AccountDeletion finishes a deletion the deleteMyAccount mutation began
// (it signed the person out and replaced their name and address): it
// cancels the workflows of the invites that stopped, then erases the rest
// of the personal data. The erase is one idempotent transaction, retried
// until Postgres takes it.
func AccountDeletion(ctx workflow.Context, in AccountDeletionInput) error {
	for _, inv := range in.Invites {
		// A finished invite workflow is not found: nothing to cancel. Its row
		// is closed already, so a reminder that ran would send nothing.
		_ = workflow.RequestCancelExternalWorkflow(ctx, InviteID(inv.Kind, inv.UID), "").Get(ctx, nil)
	}
	ctx = workflow.WithActivityOptions(ctx, eraseAccountOptions)
	return workflow.ExecuteActivity(ctx, EraseAccountActivity, EraseAccountInput{UserID: in.UserID}).Get(ctx, nil)
}
