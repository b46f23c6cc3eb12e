package flows

import (
	"context"
	"crypto/rand"
	"errors"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// inviteTimeout bounds the wait for an answer or a revocation to be recorded.
const inviteTimeout = 30 * time.Second

// InviteInput is the Invite workflow's input for the invite's current round
// at place (its name is the owner's).
func (f *Flows) InviteInput(inv record.Invite, place workflows.Owner) workflows.InviteInput {
	t := f.Timings()
	return workflows.InviteInput{
		UID: inv.Uid, Round: inv.Round, Kind: inv.Kind, Email: inv.Email,
		Place: place.Name, HackathonID: place.HackathonID, OrganizationID: place.OrganizationID,
		RemindAt: inv.CreatedAt.Add(t.RemindAfter), ExpiresAt: inv.ExpiresAt,
		DeliverWithin: domain.Duration(t.DeliverWithin),
	}
}

// HackathonInvitePlace and OrganizationInvitePlace name an invite's place
// for its workflow.
func HackathonInvitePlace(h record.Hackathon) workflows.Owner {
	return workflows.Owner{HackathonID: h.ID, OrganizationID: h.OrganizationID, Name: workflows.HackathonPlace(h.Name, h.ID)}
}

func OrganizationInvitePlace(id int64, name string) workflows.Owner {
	return workflows.Owner{OrganizationID: id, Name: workflows.OrganizationPlace(name, id)}
}

// InviteBatch starts the Invite workflows of one request; each request's
// batch has an ID of its own.
func InviteBatch(invites []workflows.InviteInput) workflows.Start {
	return workflows.InviteBatchStart(rand.Text(), workflows.InviteBatchInput{Invites: invites})
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
		if err = f.Start(ctx, workflows.InviteStart(in)); err == nil {
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
		err = f.Start(ctx, workflows.InviteStart(in))
	}
	return inviteError(err)
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
