package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestCanManageMembers(t *testing.T) {
	cases := []struct {
		kind  domain.InviteKind
		roles Roles
		want  bool
	}{
		{domain.InviteOrganizingTeam, creator, true},
		{domain.InviteOrganizingTeam, manager, false},
		{domain.InviteJudge, creator, true},
		{domain.InviteJudge, manager, true},
		{domain.InviteMentor, manager, true},
		{domain.InviteVolunteer, manager, true},
		{domain.InviteJudge, judge, false},
		{domain.InviteMentor, mentor, false},
		{domain.InviteVolunteer, volunteer, false},
		{domain.InviteJudge, participant, false},
		{domain.InviteOrganizationMember, creator, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanManageMembers(c.kind, c.roles), "%s %+v", c.kind, c.roles)
	}
}

func TestCanSeeMembers(t *testing.T) {
	noFeatures := record.Hackathon{AllowedParticipants: domain.AllowPublic}
	withAll := record.Hackathon{AllowedParticipants: domain.AllowPublic, HasJudges: true, HasMentors: true, HasVolunteers: true}
	teamVisible := record.Hackathon{AllowedParticipants: domain.AllowPublic, ManagementTeamVisible: true}
	cases := []struct {
		name  string
		kind  domain.InviteKind
		roles Roles
		h     record.Hackathon
		want  bool
	}{
		{"team: creator", domain.InviteOrganizingTeam, creator, noFeatures, true},
		{"team: manager", domain.InviteOrganizingTeam, manager, noFeatures, true},
		{"team: mentor", domain.InviteOrganizingTeam, mentor, noFeatures, true},
		{"team: volunteer", domain.InviteOrganizingTeam, volunteer, noFeatures, true},
		{"team: participant", domain.InviteOrganizingTeam, participant, noFeatures, false},
		{"team: judge", domain.InviteOrganizingTeam, judge, noFeatures, false},
		{"team visible: no role on a public hackathon", domain.InviteOrganizingTeam, anonymous, teamVisible, true},
		{"team visible: banned", domain.InviteOrganizingTeam, banned, record.Hackathon{AllowedParticipants: domain.AllowInviteOnly, ManagementTeamVisible: true}, false},
		{"judges: participant, has judges", domain.InviteJudge, participant, withAll, true},
		{"judges: participant, no judges", domain.InviteJudge, participant, noFeatures, false},
		{"judges: manager, no judges", domain.InviteJudge, manager, noFeatures, true},
		{"mentors: judge, has mentors", domain.InviteMentor, judge, withAll, true},
		{"heroes: no role", domain.InviteVolunteer, anonymous, withAll, false},
		{"heroes: banned", domain.InviteVolunteer, banned, withAll, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanSeeMembers(c.kind, c.roles, c.h), c.name)
	}
}

func TestOrganizationMemberRules(t *testing.T) {
	const creatorID, ownerID, adminID, memberID, otherID = 1, 2, 3, 4, 5
	org := record.Organization{ID: 9, CreatorID: creatorID}
	seat := func(userID int64, role domain.OrganizationRole) record.OrganizationMember {
		return record.OrganizationMember{OrganizationID: org.ID, UserID: userID, Role: role}
	}
	owner, admin, member := seat(ownerID, domain.OrgOwner), seat(adminID, domain.OrgAdmin), seat(memberID, domain.OrgMember)

	assert.True(t, CanManageOrganizationMembers(org, creatorID, ""), "the creator")
	assert.True(t, CanManageOrganizationMembers(org, adminID, domain.OrgAdmin))
	assert.False(t, CanManageOrganizationMembers(org, memberID, domain.OrgMember))
	assert.False(t, CanManageOrganizationMembers(org, otherID, ""))

	assert.True(t, CanInviteAs(domain.OrgMember))
	assert.True(t, CanInviteAs(domain.OrgAdmin))
	assert.False(t, CanInviteAs(domain.OrgOwner), "owners are promoted, not invited")

	assert.True(t, CanChangeOrganizationMember(org, ownerID, domain.OrgOwner, admin, domain.OrgOwner), "an owner promotes")
	assert.True(t, CanChangeOrganizationMember(org, adminID, domain.OrgAdmin, member, domain.OrgAdmin), "an admin promotes a member to admin")
	assert.False(t, CanChangeOrganizationMember(org, adminID, domain.OrgAdmin, member, domain.OrgOwner), "but not to owner")
	assert.False(t, CanChangeOrganizationMember(org, adminID, domain.OrgAdmin, owner, domain.OrgMember), "nor demotes an owner")
	assert.False(t, CanChangeOrganizationMember(org, memberID, domain.OrgMember, member, domain.OrgAdmin), "members change nobody, themselves included")

	assert.True(t, CanRemoveOrganizationMember(org, memberID, domain.OrgMember, member), "anyone may leave")
	assert.True(t, CanRemoveOrganizationMember(org, adminID, domain.OrgAdmin, member))
	assert.False(t, CanRemoveOrganizationMember(org, adminID, domain.OrgAdmin, owner))
	assert.True(t, CanRemoveOrganizationMember(org, ownerID, domain.OrgOwner, owner))
	assert.False(t, CanRemoveOrganizationMember(org, memberID, domain.OrgMember, admin))
}
