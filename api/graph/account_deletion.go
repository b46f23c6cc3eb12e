package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// deleteMyAccount signs the viewer out everywhere and replaces their name
// and address in one transaction, which also writes the AccountDeletion
// workflow that erases the rest; Temporal being slow delays only that.
func (r *Resolver) deleteMyAccount(ctx context.Context, in model.DeleteMyAccountInput) (*model.DeleteMyAccountPayload, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if !domain.ConfirmsDeletion(in.Confirmation, u.Username) {
		return nil, domain.Invalid("confirmation", "Type your username or DELETE to confirm.")
	}
	starts := r.Flows.NewStarts()
	if _, err := r.Store.DeleteAccount(ctx, u.ID, func(d store.DeletedAccount) store.WorkflowStart {
		return starts.Write(flows.AccountDeletion(d))
	}); err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	return &model.DeleteMyAccountPayload{Success: true}, nil
}

// transferHackathon makes a member of the hackathon's Organizing Team its
// creator; the former creator joins the team.
func (r *Resolver) transferHackathon(ctx context.Context, in model.TransferHackathonInput) (*model.TransferHackathonPayload, error) {
	h, err := hackathonFor(ctx, in.HackathonID, access.CanTransferHackathon)
	if err != nil {
		return nil, err
	}
	me := viewerID(ctx)
	if in.UserID == me {
		return nil, domain.Invalid("userId", "Choose a member of the hackathon's Organizing Team.")
	}
	if _, err := r.Store.TransferHackathon(ctx, h.ID, me, in.UserID, "userId"); err != nil {
		return nil, err
	}
	u, err := r.Store.User(ctx, in.UserID)
	if err != nil {
		return nil, err
	}
	return &model.TransferHackathonPayload{HackathonID: h.ID, Creator: person(u, true)}, nil
}
