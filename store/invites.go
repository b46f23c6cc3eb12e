package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// InvitePlace is where an invite leads: a hackathon (the four hackathon
// kinds) or an organization (ORGANIZATION_MEMBER, with the role offered).
type InvitePlace struct {
	Kind             domain.InviteKind
	HackathonID      int64
	OrganizationID   int64
	OrganizationRole domain.OrganizationRole
}

// ID is the hackathon's or the organization's id.
func (p InvitePlace) ID() int64 {
	if p.Kind.ForHackathon() {
		return p.HackathonID
	}
	return p.OrganizationID
}

// OpenedInvites are the result of inviting a list of addresses.
type OpenedInvites struct {
	// Opened: new invites, and closed ones opened for a new round.
	Opened []record.Invite
	// Pending: invites that were pending already; nothing changes for them.
	Pending []record.Invite
}

// OpenInvites invites each address (already normalised) to the place, in
// one statement: a pending invite stays as it is, a closed one opens again.
//
// start, if any, is the workflow that e-mails them, written with them.
func (s *Store) OpenInvites(ctx context.Context, place InvitePlace, inviterID int64, emails []string, expiresAt time.Time, start StartOf[OpenedInvites]) (OpenedInvites, error) {
	params := db.OpenInvitesParams{Kind: place.Kind, InviterID: inviterID, ExpiresAt: expiresAt, Emails: emails}
	if place.Kind.ForHackathon() {
		params.HackathonID = &place.HackathonID
	} else {
		role := string(place.OrganizationRole)
		params.OrganizationID, params.OrganizationRole = &place.OrganizationID, &role
	}
	var out OpenedInvites
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		if out.Opened, err = tx.q.OpenInvites(ctx, params); err != nil {
			return err
		}
		all, err := tx.q.ListInvitesByAddress(ctx, db.ListInvitesByAddressParams{Kind: place.Kind, PlaceID: place.ID(), Emails: emails})
		opened := make(map[int64]bool, len(out.Opened))
		for _, inv := range out.Opened {
			opened[inv.ID] = true
		}
		if err != nil {
			return err
		}
		for _, inv := range all {
			if !opened[inv.ID] {
				out.Pending = append(out.Pending, inv)
			}
		}
		return writeStartOf(ctx, tx, start, out)
	})
	return out, err
}

// MemberEmails returns which of the addresses belong to people who already
// hold the place's role (active or not).
func (s *Store) MemberEmails(ctx context.Context, place InvitePlace, emails []string) ([]string, error) {
	if place.Kind.ForHackathon() {
		return s.q.ListMemberEmails(ctx, db.ListMemberEmailsParams{HackathonID: place.HackathonID, Kind: place.Kind, Emails: emails})
	}
	return s.q.ListOrganizationMemberEmails(ctx, db.ListOrganizationMemberEmailsParams{OrganizationID: place.OrganizationID, Emails: emails})
}

// Invites lists the place's invites of its kind, newest first; status ""
// lists them all.
func (s *Store) Invites(ctx context.Context, place InvitePlace, status domain.InviteStatus) ([]record.Invite, error) {
	params := db.ListInvitesParams{Kind: place.Kind, PlaceID: place.ID()}
	if status != "" {
		st := string(status)
		params.Status = &st
	}
	return s.q.ListInvites(ctx, params)
}

// Invite reads an invite by id.
func (s *Store) Invite(ctx context.Context, id int64) (record.Invite, error) {
	inv, err := s.q.GetInvite(ctx, id)
	return inv, notFound(err)
}

// InviteByUID reads an invite by the uid of its link.
func (s *Store) InviteByUID(ctx context.Context, uid string) (record.Invite, error) {
	inv, err := s.q.GetInviteByUID(ctx, uid)
	return inv, notFound(err)
}

// InvitesOfHackathons lists every invite of the hackathons.
func (s *Store) InvitesOfHackathons(ctx context.Context, hackathonIDs []int64) ([]record.Invite, error) {
	return s.q.ListInvitesOfHackathons(ctx, hackathonIDs)
}

// AcceptInvite closes the round of a pending invite as accepted by the
// user and gives them the role, in one transaction. Accepting the same
// round again (a retried activity) changes nothing and succeeds.
func (s *Store) AcceptInvite(ctx context.Context, uid string, round int32, userID int64) (record.Invite, error) {
	var inv record.Invite
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		inv, err = tx.closeInvite(ctx, uid, round, domain.InviteAccepted, &userID)
		if err != nil {
			return err
		}
		if inv.Kind.ForHackathon() {
			return tx.AddHackathonRole(ctx, *inv.HackathonID, userID, inv.Kind.HackathonRole())
		}
		return tx.q.AddOrganizationMember(ctx, db.AddOrganizationMemberParams{
			OrganizationID: *inv.OrganizationID, UserID: userID, Role: *inv.OrganizationRole,
		})
	})
	return inv, err
}

// CloseInvite ends the round of a pending invite with status: DECLINED (by
// the user), REVOKED or EXPIRED (userID nil). Closing it again with the same
// status succeeds; a round that ended otherwise is a Conflict.
func (s *Store) CloseInvite(ctx context.Context, uid string, round int32, status domain.InviteStatus, userID *int64) (record.Invite, error) {
	return s.closeInvite(ctx, uid, round, status, userID)
}

func (s *Store) closeInvite(ctx context.Context, uid string, round int32, status domain.InviteStatus, userID *int64) (record.Invite, error) {
	inv, err := s.q.CloseInvite(ctx, db.CloseInviteParams{Status: status, RespondedUserID: userID, Uid: uid, Round: round})
	if err == nil || !errors.Is(notFound(err), domain.ErrNotFound) {
		return inv, err
	}
	current, err := s.InviteByUID(ctx, uid)
	if err != nil {
		return current, err
	}
	if current.Round == round && current.Status == status {
		return current, nil
	}
	return current, &domain.Error{Code: domain.CodeConflict, Field: "uid",
		Message: fmt.Sprintf("The invitation is %s.", inviteStateWords(current, round))}
}

// inviteStateWords says how an invite ended, for a Conflict message.
func inviteStateWords(inv record.Invite, round int32) string {
	if inv.Round != round {
		return "no longer valid: a newer one was sent"
	}
	switch inv.Status {
	case domain.InviteAccepted:
		return "already accepted"
	case domain.InviteDeclined:
		return "already declined"
	case domain.InviteRevoked:
		return "revoked"
	case domain.InviteExpired:
		return "expired"
	}
	return "still pending"
}

// SetInviteDelivery records where the e-mail of the invite's round stands.
func (s *Store) SetInviteDelivery(ctx context.Context, uid string, round int32, delivery domain.InviteDelivery, reason string) error {
	_, err := s.q.SetInviteDelivery(ctx, db.SetInviteDeliveryParams{Delivery: delivery, DeliveryError: reason, Uid: uid, Round: round})
	return err
}
