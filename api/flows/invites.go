package flows

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// inviteTimeout bounds the wait for an answer or a revocation to be recorded.
const inviteTimeout = 30 * time.Second

// InviteInput is the Invite workflow's input for the invite's current round;
// place and inviter name them in the memo.
func (f *Flows) InviteInput(inv record.Invite, place, inviter string) workflows.InviteInput {
	t := f.Timings()
	return workflows.InviteInput{
		UID: inv.Uid, Round: inv.Round, Kind: inv.Kind, Email: inv.Email,
		Place: place, Inviter: inviter,
		RemindAt: inv.CreatedAt.Add(t.RemindAfter), ExpiresAt: inv.ExpiresAt,
		DeliverWithin: domain.Duration(t.DeliverWithin),
	}
}

// StartInvites starts the Invite workflows of one request through one
// InviteBatch workflow, and returns once that has started: the e-mails go
// out after the request has been answered.
func (f *Flows) StartInvites(ctx context.Context, invites []workflows.InviteInput) error {
	if len(invites) == 0 {
		return nil
	}
	summary := fmt.Sprintf("%d invites to %s from %s", len(invites), invites[0].Place, invites[0].Inviter)
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:        workflows.InviteBatchID(rand.Text()),
		TaskQueue: f.TaskQueue,
		Memo:      map[string]any{"summary": summary},
	}, workflows.InviteBatchWorkflowName, workflows.InviteBatchInput{Invites: invites})
	return err
}

// AnswerInvite accepts or declines the invite as the signed-in user and
// waits until the answer is recorded. Someone whose address is not the
// invite's gets a Forbidden domain.Error; an invite that is no longer open,
// a Conflict (the caller re-reads the row to say how it ended).
func (f *Flows) AnswerInvite(ctx context.Context, in workflows.InviteInput, userID int64, email string, answer domain.InviteAnswer) (domain.InviteStatus, error) {
	var out workflows.InviteOutcome
	err := f.updateAttached(ctx, in, workflows.AnswerInviteUpdate, &out,
		workflows.AnswerInviteInput{UserID: userID, Email: email, Answer: answer})
	return out.Status, inviteError(err)
}

// RevokeInvite withdraws a pending invite and waits until that is recorded;
// one that is no longer open gives a Conflict domain.Error.
func (f *Flows) RevokeInvite(ctx context.Context, in workflows.InviteInput) error {
	return inviteError(f.updateAttached(ctx, in, workflows.RevokeInviteUpdate, nil))
}

// updateAttached runs the update; when the pending invite's workflow is not
// running (it could not be started, or was lost) it starts it first, as the
// lifecycle re-attaches: its e-mail is marked sent, so it does not go again.
func (f *Flows) updateAttached(ctx context.Context, in workflows.InviteInput, update string, out any, args ...any) error {
	err := f.updateInvite(ctx, in.Kind, in.UID, update, out, args...)
	if isNotRunning(err) {
		if err = f.startInvite(ctx, in); err == nil {
			err = f.updateInvite(ctx, in.Kind, in.UID, update, out, args...)
		}
	}
	return err
}

// ResendInvite has the invite's workflow e-mail it again, and returns once
// the e-mail is under way. A pending invite whose workflow is not running
// (it could not be started, or was lost) gets it started, which sends the
// e-mail. One that is no longer open gives a Conflict domain.Error.
func (f *Flows) ResendInvite(ctx context.Context, in workflows.InviteInput) error {
	err := f.updateInvite(ctx, in.Kind, in.UID, workflows.ResendInviteUpdate, nil)
	if isNotRunning(err) {
		err = f.startInvite(ctx, in)
	}
	return inviteError(err)
}

// startInvite starts the invite's workflow unless it runs; its first step
// e-mails the invite.
func (f *Flows) startInvite(ctx context.Context, in workflows.InviteInput) error {
	_, err := f.Client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       workflows.InviteID(in.Kind, in.UID),
		TaskQueue:                f.TaskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     workflows.InviteMemo(in),
	}, workflows.InviteWorkflowName, in)
	return err
}

// updateInvite runs an update of the invite's workflow to its end and
// stores its result in out (unless nil).
func (f *Flows) updateInvite(ctx context.Context, kind domain.InviteKind, uid, update string, out any, args ...any) error {
	if err := f.reachable(ctx); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, inviteTimeout)
	defer cancel()
	handle, err := f.Client.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   workflows.InviteID(kind, uid),
		UpdateName:   update,
		Args:         args,
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, out)
	}
	return err
}

// inviteError speaks the domain's errors for the Invite workflow's refusals.
func inviteError(err error) error {
	var appErr *temporal.ApplicationError
	refusal := ""
	if errors.As(err, &appErr) {
		refusal = appErr.Type()
	}
	switch {
	case refusal == workflows.InviteWrongUserErrorType:
		return &domain.Error{Code: domain.CodeForbidden, Field: "uid", Message: "This invitation was sent to another e-mail address."}
	case refusal == workflows.InviteClosedErrorType || isNotRunning(err):
		return &domain.Error{Code: domain.CodeConflict, Field: "uid", Message: "This invitation is no longer open."}
	}
	return err
}
