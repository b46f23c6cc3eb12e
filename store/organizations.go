package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// CreateOrganization stores an organization whose creator is its OWNER and
// a host on the platform.
func (s *Store) CreateOrganization(ctx context.Context, name string, creatorID int64) (record.Organization, error) {
	var org record.Organization
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		if org, err = tx.q.CreateOrganization(ctx, db.CreateOrganizationParams{Name: name, CreatorID: creatorID}); err != nil {
			return err
		}
		if err := tx.q.AddOrganizationMember(ctx, db.AddOrganizationMemberParams{OrganizationID: org.ID, UserID: creatorID, Role: domain.OrgOwner}); err != nil {
			return err
		}
		return tx.AddUserRole(ctx, creatorID, domain.PlatformHost)
	})
	return org, err
}

// Organizations lists the organizations the user created, and with
// associated also those they are a member of.
func (s *Store) Organizations(ctx context.Context, userID int64, associated bool) ([]record.Organization, error) {
	return s.q.ListOrganizationsOfUser(ctx, db.ListOrganizationsOfUserParams{UserID: userID, Associated: associated})
}

// OrganizationsByIDs returns organizations keyed by id, in one query.
func (s *Store) OrganizationsByIDs(ctx context.Context, ids []int64) (map[int64]record.Organization, error) {
	rows, err := s.q.ListOrganizationsByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]record.Organization, len(rows))
	for _, o := range rows {
		out[o.ID] = o
	}
	return out, nil
}

// MembershipRoles returns the user's role in each organization they belong
// to, keyed by organization id, in one query.
func (s *Store) MembershipRoles(ctx context.Context, userID int64, orgIDs []int64) (map[int64]domain.OrganizationRole, error) {
	out := make(map[int64]domain.OrganizationRole, len(orgIDs))
	if userID == 0 {
		return out, nil
	}
	rows, err := s.q.ListMembershipRoles(ctx, db.ListMembershipRolesParams{UserID: userID, OrganizationIds: orgIDs})
	for _, r := range rows {
		out[r.OrganizationID] = r.Role
	}
	return out, err
}

// AddOrganizationMember gives a user a role in an organization.
func (s *Store) AddOrganizationMember(ctx context.Context, orgID, userID int64, role domain.OrganizationRole) error {
	return s.q.AddOrganizationMember(ctx, db.AddOrganizationMemberParams{OrganizationID: orgID, UserID: userID, Role: role})
}

// UpdateOrganization sets an organization's name and description.
func (s *Store) UpdateOrganization(ctx context.Context, id int64, name, description string) (record.Organization, error) {
	org, err := s.q.UpdateOrganization(ctx, db.UpdateOrganizationParams{ID: id, Name: name, Description: description})
	return org, notFound(err)
}

// DeleteOrganization deletes an organization that hosts no hackathon, and
// by cascade its memberships, invites and ledgers, in one transaction. One
// that hosts any, finished or not, is a conflict naming them: its
// hackathons keep what their people did. The organization's row stays
// locked until the commit, so a hackathon created in it meanwhile waits and
// then fails on its foreign key rather than being left without one.
func (s *Store) DeleteOrganization(ctx context.Context, id int64) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.q.LockOrganization(ctx, id); err != nil {
			return notFound(err)
		}
		hosted, err := tx.q.ListOrganizationHackathonNames(ctx, id)
		if err != nil {
			return err
		}
		if len(hosted) > 0 {
			return domain.OrganizationHostsHackathons(hosted)
		}
		return tx.q.DeleteOrganization(ctx, id)
	})
}
