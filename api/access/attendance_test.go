package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAttendanceRules(t *testing.T) {
	cases := []struct {
		name                   string
		roles                  Roles
		availability, presence bool
	}{
		{"creator", creator, false, true},
		{"manager", manager, false, true},
		{"mentor", mentor, false, false},
		{"judge", judge, false, false},
		{"volunteer", volunteer, false, false},
		{"participant", participant, true, false},
		{"banned", banned, false, false},
		{"no role", Roles{}, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.availability, CanSetOwnAvailability(c.roles), "availability: %s", c.name)
		assert.Equal(t, c.presence, CanSetPresence(c.roles), "presence: %s", c.name)
	}
}
