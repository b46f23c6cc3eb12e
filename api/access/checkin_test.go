package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckInRules(t *testing.T) {
	cases := []struct {
		name             string
		roles            Roles
		checkIn, hasCode bool
	}{
		{"creator", creator, true, false},
		{"manager", manager, true, false},
		{"mentor", mentor, false, false},
		{"judge", judge, false, false},
		{"volunteer", volunteer, false, false},
		{"participant", participant, false, true},
		{"banned", banned, false, false},
		{"manager who participates", Roles{IsManager: true, IsParticipant: true}, true, true},
		{"no role", Roles{}, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.checkIn, CanCheckInParticipants(c.roles), "check in: %s", c.name)
		assert.Equal(t, c.hasCode, HasCheckInCode(c.roles), "has a code: %s", c.name)
	}
}
