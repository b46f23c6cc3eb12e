package store

import (
	"context"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// HackathonMembers lists the people who hold the kind's role in the
// hackathon (organizing team, judges, mentors or Heroes), oldest first;
// status "" lists them all.
func (s *Store) HackathonMembers(ctx context.Context, hackathonID int64, kind domain.InviteKind, status domain.MemberStatus) ([]record.HackathonMember, error) {
	params := db.ListHackathonMembersParams{HackathonID: hackathonID, Kind: kind}
	if status != "" {
		st := string(status)
		params.Status = &st
	}
	return s.q.ListHackathonMembers(ctx, params)
}

// HackathonMember reads one member of the kind by id.
func (s *Store) HackathonMember(ctx context.Context, kind domain.InviteKind, id int64) (record.HackathonMember, error) {
	m, err := s.q.GetHackathonMember(ctx, db.GetHackathonMemberParams{Kind: kind, ID: id})
	return m, notFound(err)
}

// SetHackathonMemberStatus makes a judge, mentor or Hero ACTIVE or
// INACTIVE; organizing-team members have no status.
func (s *Store) SetHackathonMemberStatus(ctx context.Context, kind domain.InviteKind, id int64, status domain.MemberStatus) error {
	params := struct {
		Status domain.MemberStatus
		ID     int64
	}{status, id}
	var n int64
	var err error
	switch kind {
	case domain.InviteJudge:
		n, err = s.q.SetJudgeStatus(ctx, db.SetJudgeStatusParams(params))
	case domain.InviteMentor:
		n, err = s.q.SetMentorStatus(ctx, db.SetMentorStatusParams(params))
	case domain.InviteVolunteer:
		n, err = s.q.SetVolunteerStatus(ctx, db.SetVolunteerStatusParams(params))
	default:
		return domain.Invalid("status", "Organizing-team members have no status.")
	}
	return rowsOrNotFound(n, err)
}

// RemoveHackathonMember takes the role away: the row goes.
func (s *Store) RemoveHackathonMember(ctx context.Context, kind domain.InviteKind, id int64) error {
	var n int64
	var err error
	switch kind {
	case domain.InviteOrganizingTeam:
		n, err = s.q.DeleteManager(ctx, id)
	case domain.InviteJudge:
		n, err = s.q.DeleteJudge(ctx, id)
	case domain.InviteMentor:
		n, err = s.q.DeleteMentor(ctx, id)
	case domain.InviteVolunteer:
		n, err = s.q.DeleteVolunteer(ctx, id)
	default:
		return fmt.Errorf("no hackathon members of kind %q", kind)
	}
	return rowsOrNotFound(n, err)
}

// OrganizationMembers lists an organization's members, oldest first.
func (s *Store) OrganizationMembers(ctx context.Context, orgID int64) ([]record.OrganizationMember, error) {
	return s.q.ListOrganizationMembers(ctx, orgID)
}

// OrganizationMember reads one membership by id.
func (s *Store) OrganizationMember(ctx context.Context, id int64) (record.OrganizationMember, error) {
	m, err := s.q.GetOrganizationMember(ctx, id)
	return m, notFound(err)
}

// SetOrganizationMemberRole changes a member's role. An organization keeps
// at least one owner: demoting the last is a Conflict, and nothing changes.
func (s *Store) SetOrganizationMemberRole(ctx context.Context, id int64, role domain.OrganizationRole) (record.OrganizationMember, error) {
	var m record.OrganizationMember
	err := s.changeOwners(ctx, id, "role", func(tx *Store) error {
		var err error
		m, err = tx.q.SetOrganizationMemberRole(ctx, db.SetOrganizationMemberRoleParams{ID: id, Role: role})
		return err
	})
	return m, err
}

// RemoveOrganizationMember ends a membership; the last owner cannot go.
func (s *Store) RemoveOrganizationMember(ctx context.Context, id int64) error {
	return s.changeOwners(ctx, id, "id", func(tx *Store) error {
		_, err := tx.q.DeleteOrganizationMember(ctx, id)
		return err
	})
}

// changeOwners runs change on membership id in a transaction that holds
// the organization's lock (so two owners cannot demote each other at once)
// and rolls back when no owner is left.
func (s *Store) changeOwners(ctx context.Context, id int64, field string, change func(tx *Store) error) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		m, err := tx.OrganizationMember(ctx, id)
		if err != nil {
			return err
		}
		if _, err := tx.q.LockOrganization(ctx, m.OrganizationID); err != nil {
			return err
		}
		if err := change(tx); err != nil {
			return err
		}
		owners, err := tx.q.CountOrganizationOwners(ctx, m.OrganizationID)
		if err != nil {
			return err
		}
		if owners == 0 {
			return domain.Conflict(field, "An organization keeps at least one owner.")
		}
		return nil
	})
}

func rowsOrNotFound(n int64, err error) error {
	if err == nil && n == 0 {
		return domain.ErrNotFound
	}
	return err
}
