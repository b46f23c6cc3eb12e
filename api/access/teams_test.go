package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTeamRules(t *testing.T) {
	member := TeamStanding{IsMember: true, HasTeam: true}
	admin := TeamStanding{IsMember: true, IsAdmin: true, HasTeam: true}
	cases := []struct {
		name                  string
		roles                 Roles
		show                  bool
		standing              TeamStanding
		seeAll, see, manage   bool
		resources, matchAlone bool
	}{
		{"creator", creator, false, TeamStanding{}, true, true, true, true, false},
		{"manager", manager, false, TeamStanding{}, true, true, true, true, false},
		{"mentor", mentor, false, TeamStanding{}, true, true, false, false, false},
		{"judge", judge, false, TeamStanding{}, true, true, false, false, false},
		{"volunteer", volunteer, false, TeamStanding{}, true, true, false, false, false},
		{"participant, teams shown", participant, true, TeamStanding{}, true, true, false, false, true},
		{"participant, teams hidden", participant, false, TeamStanding{}, false, false, false, false, true},
		{"member, teams hidden", participant, false, member, false, true, false, true, false},
		{"team admin", participant, false, admin, false, true, true, true, false},
		{"banned admin", banned, true, admin, false, false, false, false, false},
		{"invited, teams hidden", participant, false, TeamStanding{IsInvited: true}, false, true, false, false, true},
		{"banned invitee", banned, false, TeamStanding{IsInvited: true}, false, false, false, false, false},
		{"no role", Roles{}, true, TeamStanding{}, false, false, false, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.seeAll, CanSeeTeams(c.roles, c.show), "see teams: %s", c.name)
		assert.Equal(t, c.see, CanSeeTeam(c.roles, c.show, c.standing), "see team: %s", c.name)
		assert.Equal(t, c.manage, CanManageTeam(c.roles, c.standing), "manage: %s", c.name)
		assert.Equal(t, c.manage, CanDeleteTeam(c.roles, c.standing), "delete: %s", c.name)
		assert.Equal(t, c.resources, CanSeeTeamResources(c.roles, c.standing), "resources: %s", c.name)
		assert.Equal(t, c.resources, CanFindTeamMembers(c.roles, true, c.standing), "match for team: %s", c.name)
		assert.Equal(t, c.matchAlone, CanFindTeamMembers(c.roles, false, c.standing), "match alone: %s", c.name)
	}
}

func TestTeamViewerCan(t *testing.T) {
	assert.Equal(t, TeamViewerCan{RequestToJoin: true}, TeamViewerCanOf(participant, TeamStanding{}))
	assert.False(t, TeamViewerCanOf(participant, TeamStanding{IsFull: true}).RequestToJoin, "a full team")
	assert.False(t, TeamViewerCanOf(participant, TeamStanding{HasRequested: true}).RequestToJoin, "asked already")
	assert.False(t, TeamViewerCanOf(participant, TeamStanding{HasTeam: true}).RequestToJoin, "in another team")
	assert.False(t, TeamViewerCanOf(banned, TeamStanding{}).RequestToJoin, "banned")
	assert.False(t, TeamViewerCanOf(mentor, TeamStanding{}).RequestToJoin, "not a participant")
	assert.False(t, TeamViewerCanOf(participant, TeamStanding{IsInvited: true}).RequestToJoin, "invited: answers the invitation instead")
	assert.Equal(t, TeamViewerCan{Manage: true, SeeResources: true, Leave: true, Invite: true, Delete: true}, TeamViewerCanOf(participant, TeamStanding{IsMember: true, IsAdmin: true, HasTeam: true}))
	assert.False(t, TeamViewerCanOf(participant, TeamStanding{IsMember: true, IsAdmin: true, HasTeam: true, IsFull: true}).Invite, "a full team invites nobody")
	assert.True(t, TeamViewerCanOf(manager, TeamStanding{}).Invite, "organizers invite for any team")
	assert.Equal(t, TeamViewerCan{SeeResources: true, Leave: true}, TeamViewerCanOf(participant, TeamStanding{IsMember: true, HasTeam: true}), "a plain member neither manages nor deletes")
	assert.True(t, TeamViewerCanOf(creator, TeamStanding{}).Delete, "the hackathon's creator deletes any team")
	assert.False(t, TeamViewerCanOf(mentor, TeamStanding{}).Delete, "mentors do not delete teams")
}

func TestAnsweringJoinRequestsAndInvitations(t *testing.T) {
	admin := TeamStanding{IsMember: true, IsAdmin: true, HasTeam: true}
	cases := []struct {
		name     string
		roles    Roles
		standing TeamStanding
		answer   JoinRequestAnswer
		want     bool
	}{
		{"team admin accepts a request", participant, admin, JoinRequestAnswer{Accept: true}, true},
		{"organizer declines a request", manager, TeamStanding{}, JoinRequestAnswer{}, true},
		{"member answers a request", participant, TeamStanding{IsMember: true, HasTeam: true}, JoinRequestAnswer{Accept: true}, false},
		{"invitee accepts", participant, TeamStanding{IsInvited: true}, JoinRequestAnswer{Invitation: true, ByInvitee: true, Accept: true}, true},
		{"invitee declines", participant, TeamStanding{IsInvited: true}, JoinRequestAnswer{Invitation: true, ByInvitee: true}, true},
		{"banned invitee accepts", banned, TeamStanding{IsInvited: true}, JoinRequestAnswer{Invitation: true, ByInvitee: true, Accept: true}, false},
		{"team admin accepts for the invitee", participant, admin, JoinRequestAnswer{Invitation: true, Accept: true}, false},
		{"organizer accepts for the invitee", manager, TeamStanding{}, JoinRequestAnswer{Invitation: true, Accept: true}, false},
		{"team admin withdraws an invitation", participant, admin, JoinRequestAnswer{Invitation: true}, true},
		{"mentor withdraws an invitation", mentor, TeamStanding{}, JoinRequestAnswer{Invitation: true}, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanAnswerJoinRequest(c.roles, c.standing, c.answer), c.name)
	}
}
