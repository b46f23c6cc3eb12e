package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/store/record"
)

func TestFeedbackRules(t *testing.T) {
	participantRole := record.Role{Name: "participant"}
	hostRole := record.Role{Name: "host"}
	adminRole := record.Role{Name: "admin"}
	cases := []struct {
		name       string
		userID     int64
		roles      []record.Role
		send, read bool
	}{
		{"anonymous", 0, nil, false, false},
		{"anonymous with a forged admin role", 0, []record.Role{adminRole}, false, false},
		{"participant", 5, []record.Role{participantRole}, true, false},
		{"host (organization creator)", 6, []record.Role{participantRole, hostRole}, true, false},
		{"no platform role", 7, nil, true, false},
		{"platform admin", 8, []record.Role{participantRole, adminRole}, true, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.send, CanSendFeedback(c.userID), "send: %s", c.name)
		assert.Equal(t, c.read, CanReadFeedback(c.userID, c.roles), "read: %s", c.name)
	}
	assert.False(t, IsPlatformAdmin([]record.Role{{Name: "Admin"}}), "role names are exact")
}
