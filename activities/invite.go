package activities

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// DeliverInvite e-mails one invite (e-mail number In.Send of its round) and
// records it SENT. The first e-mail also notifies an invitee who has an
// account. A round that is closed, or was followed by a newer one, gives
// the non-retryable InviteClosed error.
func (a *Activities) DeliverInvite(ctx context.Context, in workflows.DeliverInviteInput) error {
	inv, err := a.openInvite(ctx, in.UID, in.Round)
	if err != nil {
		return err
	}
	place, err := a.invitePlace(ctx, inv)
	if err != nil {
		return err
	}
	inviter, err := a.Store.User(ctx, inv.InviterID)
	if err != nil {
		return err
	}
	if in.Send == 1 {
		if err := a.notifyInvitee(ctx, inv, place); err != nil {
			return err
		}
	}
	template := "invite"
	if in.Reminder {
		template = "invite_reminder"
	}
	link := a.link(inv.Kind.AnswerPath(), url.Values{"uid": {inv.Uid}})
	data := map[string]any{
		"Place":     place.name,
		"PlaceKind": place.kind,
		"Inviter":   cmp.Or(strings.TrimSpace(inviter.FirstName+" "+inviter.LastName), inviter.Username),
		"Role":      inv.Kind.RoleName(),
		"Email":     inv.Email,
		"ExpiresAt": formatIn(inv.ExpiresAt, place.timeZone),
		"Link":      link,
	}
	key := fmt.Sprintf("invite:%s:%d:%d", inv.Uid, inv.Round, in.Send)
	// An address without an account keeps this header (the answer page
	// declines); an account gets the one-click unsubscribe from invites.
	unsubscribe := mail.Header("List-Unsubscribe", a.Mailer.UnsubscribeMailto()+", <"+link+">")
	if _, err := a.sendOnce(ctx, inviteCategory(inv.Kind), key, inv.Email, template, data, unsubscribe); err != nil {
		return err
	}
	return a.Store.SetInviteDelivery(ctx, inv.Uid, inv.Round, domain.DeliverySent, "")
}

// inviteCategory is the e-mail category of an invite: INVITES for the kinds
// an account also hears of in the app (InviteKind.Notice), so that turning
// the e-mails off loses nothing; an organization's invite, which has no
// notice, is always e-mailed.
func inviteCategory(k domain.InviteKind) domain.EmailCategory {
	if k.Notice(domain.HackathonRef{}, "") == nil {
		return domain.EmailTransactional
	}
	return domain.EmailInvites
}

// MarkInviteDeliveryFailed records that the round's e-mail could not be
// delivered, and why.
func (a *Activities) MarkInviteDeliveryFailed(ctx context.Context, in workflows.MarkInviteDeliveryFailedInput) error {
	return a.Store.SetInviteDelivery(ctx, in.UID, in.Round, domain.DeliveryFailed, in.Reason)
}

// AcceptInvite closes the round as accepted and gives the user the role; a
// repeat succeeds.
func (a *Activities) AcceptInvite(ctx context.Context, in workflows.AcceptInviteInput) error {
	inv, err := a.Store.AcceptInvite(ctx, in.UID, in.Round, in.UserID)
	return inviteError(in.UID, in.Round, inv, err)
}

// CloseInvite closes the round as declined, revoked or expired; a repeat
// succeeds.
func (a *Activities) CloseInvite(ctx context.Context, in workflows.CloseInviteInput) error {
	inv, err := a.Store.CloseInvite(ctx, in.UID, in.Round, in.Status, in.UserID)
	return inviteError(in.UID, in.Round, inv, err)
}

// place is what an invite e-mail says of where it leads.
type place struct {
	name, kind, timeZone string
	hackathon            domain.HackathonRef
}

func (a *Activities) invitePlace(ctx context.Context, inv record.Invite) (place, error) {
	if inv.Kind.ForHackathon() {
		h, err := a.Store.Hackathon(ctx, *inv.HackathonID)
		if err != nil {
			return place{}, inviteError(inv.Uid, inv.Round, inv, err)
		}
		return place{name: h.Name, kind: "a hackathon", timeZone: h.TimeZone,
			hackathon: domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}}, nil
	}
	orgs, err := a.Store.OrganizationsByIDs(ctx, []int64{*inv.OrganizationID})
	if err != nil {
		return place{}, err
	}
	org, ok := orgs[*inv.OrganizationID]
	if !ok {
		return place{}, inviteError(inv.Uid, inv.Round, inv, domain.ErrNotFound)
	}
	return place{name: org.Name, kind: "an organization", timeZone: "UTC"}, nil
}

// notifyInvitee gives an invitee who has an account the in-app notice of a
// hackathon invite, once per round.
func (a *Activities) notifyInvitee(ctx context.Context, inv record.Invite, p place) error {
	notice := inv.Kind.Notice(p.hackathon, inv.Uid)
	if notice == nil {
		return nil
	}
	user, err := a.Store.UserByEmail(ctx, inv.Email)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = a.Store.Notify(ctx, []int64{user.ID}, notice, fmt.Sprintf("invite:%s:%d", inv.Uid, inv.Round))
	return err
}

// openInvite reads the round of the invite, which must be pending.
func (a *Activities) openInvite(ctx context.Context, uid string, round int32) (record.Invite, error) {
	inv, err := a.Store.InviteByUID(ctx, uid)
	if err != nil {
		return inv, inviteError(uid, round, inv, err)
	}
	if inv.Round != round || inv.Status != domain.InvitePending {
		return inv, inviteError(uid, round, inv, domain.ErrConflict)
	}
	return inv, nil
}

// inviteError makes a missing invite, or a round that is closed or was
// followed by a newer one, the non-retryable InviteClosed error that ends
// the workflow; it carries the round's status when the row still is that
// round. Other errors are retried.
func inviteError(uid string, round int32, inv record.Invite, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, domain.ErrNotFound):
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("invite %s (round %d) not found: %v", uid, round, err), workflows.InviteClosedErrorType, err)
	case errors.Is(err, domain.ErrConflict) && inv.Round == round:
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("invite %s (round %d) is %s", uid, round, inv.Status), workflows.InviteClosedErrorType, err, inv.Status)
	case errors.Is(err, domain.ErrConflict):
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("invite %s: round %d was followed by round %d", uid, round, inv.Round), workflows.InviteClosedErrorType, err)
	}
	return err
}
