package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSubmissionRules(t *testing.T) {
	member := TeamStanding{IsMember: true, HasTeam: true}
	admin := TeamStanding{IsMember: true, IsAdmin: true, HasTeam: true}
	bannedParticipant := Roles{IsParticipant: true, IsBanned: true}
	cases := []struct {
		name                      string
		roles                     Roles
		standing                  TeamStanding
		manage, see, edit, submit bool
	}{
		{"creator", creator, TeamStanding{}, true, true, false, false},
		{"manager", manager, TeamStanding{}, true, true, false, false},
		{"mentor", mentor, TeamStanding{}, false, false, false, false},
		{"judge", judge, TeamStanding{}, false, false, false, false},
		{"volunteer", volunteer, TeamStanding{}, false, false, false, false},
		{"participant of another team", participant, TeamStanding{HasTeam: true}, false, false, false, false},
		{"team member", participant, member, false, true, true, false},
		{"team admin", participant, admin, false, true, true, true},
		{"banned admin", bannedParticipant, admin, false, false, false, false},
		{"organization member", orgMember, TeamStanding{}, false, false, false, false},
		{"no role", anonymous, TeamStanding{}, false, false, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.manage, CanManageCategories(c.roles), "manage categories: %s", c.name)
		assert.Equal(t, c.see, CanSeeSubmission(c.roles, c.standing), "see: %s", c.name)
		assert.Equal(t, c.edit, CanEditSubmission(c.roles, c.standing), "edit: %s", c.name)
		assert.Equal(t, c.submit, CanSubmitSubmission(c.roles, c.standing), "submit: %s", c.name)
		assert.Equal(t, SubmissionViewerCan{Edit: c.edit, Submit: c.submit}, SubmissionViewerCanOf(c.roles, c.standing, true), "viewerCan: %s", c.name)
		assert.Equal(t, SubmissionViewerCan{}, SubmissionViewerCanOf(c.roles, c.standing, false), "viewerCan after the deadline: %s", c.name)
	}
}
