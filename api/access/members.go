package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Who runs a hackathon's people and an organization's members
// (docs/decisions.md): the organizing team is the creator's to invite and
// change (SPEC 6: its list reads only the creator flag); judges, mentors and
// Heroes are the creator's and managers'; an organization's members are its
// creator's, owners' and admins'.

// CanManageMembers: the caller may invite people to the kind's role in the
// hackathon, see and resend or revoke its invites, and change or remove
// its members.
func CanManageMembers(kind domain.InviteKind, r Roles) bool {
	if kind == domain.InviteOrganizingTeam {
		return r.IsCreator
	}
	return kind.ForHackathon() && r.Organizer()
}

// CanSeeMembers: the caller may list the kind's members (SPEC 2.5). The
// organizing team: those who manage it, managers, mentors and Heroes, and
// everyone who sees the hackathon when managementTeamVisible. Judges,
// mentors and Heroes: those who manage them, and anyone with a role in the
// hackathon once it has them.
func CanSeeMembers(kind domain.InviteKind, r Roles, h record.Hackathon) bool {
	if CanManageMembers(kind, r) {
		return true
	}
	switch kind {
	case domain.InviteOrganizingTeam:
		return seeOrganizingTeam(r, h)
	case domain.InviteJudge:
		return h.HasJudges && r.Any()
	case domain.InviteMentor:
		return h.HasMentors && r.Any()
	case domain.InviteVolunteer:
		return h.HasVolunteers && r.Any()
	}
	return false
}

func seeOrganizingTeam(r Roles, h record.Hackathon) bool {
	return r.IsCreator || r.IsManager || r.IsVolunteer || r.IsMentor || h.ManagementTeamVisible && CanViewHackathon(r, h, "")
}

// CanManageOrganizationMembers: the organization's creator, owners and
// admins invite people and see the invites.
func CanManageOrganizationMembers(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return CanCreateHackathonIn(org, userID, role)
}

// CanInviteAs: owners and admins offer MEMBER or ADMIN; nobody is invited
// straight to OWNER (an owner promotes a member).
func CanInviteAs(offered domain.OrganizationRole) bool {
	return offered == domain.OrgMember || offered == domain.OrgAdmin
}

// CanChangeOrganizationMember: owners (and the creator) change anyone's
// role; admins switch others between MEMBER and ADMIN, never touching an
// owner. callerRole is the caller's role, member the one changed.
func CanChangeOrganizationMember(org record.Organization, userID int64, callerRole domain.OrganizationRole, member record.OrganizationMember, to domain.OrganizationRole) bool {
	if org.CreatorID == userID || callerRole == domain.OrgOwner {
		return true
	}
	return callerRole == domain.OrgAdmin && member.Role != domain.OrgOwner && to != domain.OrgOwner
}

// CanRemoveOrganizationMember: anyone may leave; owners (and the creator)
// remove anyone; admins remove members and admins.
func CanRemoveOrganizationMember(org record.Organization, userID int64, callerRole domain.OrganizationRole, member record.OrganizationMember) bool {
	if member.UserID == userID || org.CreatorID == userID || callerRole == domain.OrgOwner {
		return true
	}
	return callerRole == domain.OrgAdmin && member.Role != domain.OrgOwner
}
