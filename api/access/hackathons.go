package access

import (
	"crypto/subtle"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Roles are the caller's roles in one hackathon; the zero value is an
// anonymous caller or one without any role.
type Roles = domain.HackathonRoles

// CanViewHackathon (SPEC 2.4): any role, a PUBLIC hackathon, the share
// link's token of an INVITE_ONLY one, or membership of the organization
// hosting an ORGANIZATION one.
func CanViewHackathon(r Roles, h record.Hackathon, inviteToken string) bool {
	return r.Any() || canReach(r, h, inviteToken)
}

// CanJoinHackathon: whoever may reach the hackathon and is not banned may
// register as a participant.
func CanJoinHackathon(r Roles, h record.Hackathon, inviteToken string) bool {
	return !r.IsBanned && (r.IsParticipant || canReach(r, h, inviteToken))
}

func canReach(r Roles, h record.Hackathon, inviteToken string) bool {
	switch h.AllowedParticipants {
	case domain.AllowPublic:
		return true
	case domain.AllowInviteOnly:
		return inviteToken != "" && subtle.ConstantTimeCompare([]byte(inviteToken), []byte(h.InviteToken)) == 1
	case domain.AllowOrganization:
		return r.IsOrganizationMember
	}
	return false
}

// CanManageHackathon: the creator and managers change a hackathon, its
// timeline and settings, and see its share token.
func CanManageHackathon(r Roles) bool {
	return r.Organizer()
}

// CanCreateHackathonIn: the organization's creator, owners and admins host
// hackathons in it; role is the caller's membership role ("" for none).
func CanCreateHackathonIn(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return org.CreatorID == userID || role == domain.OrgOwner || role == domain.OrgAdmin
}

// CanUpdateOrganization: its creator, owners and admins rename it and
// change its description.
func CanUpdateOrganization(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return CanCreateHackathonIn(org, userID, role)
}

// CanDeleteOrganization: only its creator and owners, who manage owners.
func CanDeleteOrganization(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return org.CreatorID == userID || role == domain.OrgOwner
}

// CanViewOrganization: its creator and members.
func CanViewOrganization(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return org.CreatorID == userID || role != ""
}

// CanTransferHackathon: only the creator hands a hackathon over, to a
// member of its Organizing Team.
func CanTransferHackathon(r Roles) bool {
	return r.IsCreator
}
