package domain

// HackathonRole is a role a person holds in one hackathon. A banned
// participant holds BANNED instead of PARTICIPANT.
type HackathonRole string

const (
	RoleCreator     HackathonRole = "CREATOR"
	RoleManager     HackathonRole = "MANAGER"
	RoleParticipant HackathonRole = "PARTICIPANT"
	RoleBanned      HackathonRole = "BANNED"
	RoleMentor      HackathonRole = "MENTOR"
	RoleJudge       HackathonRole = "JUDGE"
	RoleVolunteer   HackathonRole = "VOLUNTEER"
)

// HackathonRoles are a person's roles in one hackathon; the zero value is an
// anonymous caller or one without any role.
type HackathonRoles struct {
	IsCreator, IsManager, IsParticipant, IsBanned, IsMentor, IsJudge, IsVolunteer bool
	// IsOrganizationMember: the person created or belongs to the hosting organization.
	IsOrganizationMember bool
}

// RolesFrom sets the flag of each role in the list.
func RolesFrom(roles []HackathonRole) HackathonRoles {
	var r HackathonRoles
	for _, role := range roles {
		switch role {
		case RoleCreator:
			r.IsCreator = true
		case RoleManager:
			r.IsManager = true
		case RoleParticipant:
			r.IsParticipant = true
		case RoleBanned:
			r.IsBanned = true
		case RoleMentor:
			r.IsMentor = true
		case RoleJudge:
			r.IsJudge = true
		case RoleVolunteer:
			r.IsVolunteer = true
		}
	}
	return r
}

// Any: creator, manager, participant, mentor, judge or volunteer. A banned
// participant holds no role.
func (r HackathonRoles) Any() bool {
	return r.IsCreator || r.IsManager || r.IsParticipant || r.IsMentor || r.IsJudge || r.IsVolunteer
}

// Organizer: the creator or a manager.
func (r HackathonRoles) Organizer() bool { return r.IsCreator || r.IsManager }

// OrganizationRole is a member's role in an organization.
type OrganizationRole string

const (
	OrgOwner  OrganizationRole = "OWNER"
	OrgAdmin  OrganizationRole = "ADMIN"
	OrgMember OrganizationRole = "MEMBER"
)

// PlatformRole is a role on the platform as a whole (the User's roles list).
type PlatformRole string

const (
	// PlatformParticipant: every registered user.
	PlatformParticipant PlatformRole = "participant"
	// PlatformHost: the user hosts hackathons (created an organization).
	PlatformHost PlatformRole = "host"
	// PlatformAdmin: a platform administrator (reads user feedback); granted
	// with `hackforge grant-admin EMAIL`.
	PlatformAdmin PlatformRole = "admin"
)
