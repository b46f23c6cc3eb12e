package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParticipantRules(t *testing.T) {
	cases := []struct {
		name               string
		roles              Roles
		see, manage, leave bool
	}{
		{"creator", creator, true, true, false},
		{"manager", manager, true, true, false},
		{"mentor", mentor, true, false, false},
		{"judge", judge, false, false, false},
		{"volunteer", volunteer, false, false, false},
		{"participant", participant, false, false, true},
		{"banned", banned, false, false, false},
		{"no role", Roles{}, false, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.see, CanSeeParticipants(c.roles), "see: %s", c.name)
		assert.Equal(t, c.manage, CanManageParticipants(c.roles), "manage: %s", c.name)
		assert.Equal(t, c.leave, CanLeaveHackathon(c.roles), "leave: %s", c.name)
	}
}
