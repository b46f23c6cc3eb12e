package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/store/db"
)

func TestFeedbackRules(t *testing.T) {
	participantRole := db.Role{Name: "participant"}
	hostRole := db.Role{Name: "host"}
	adminRole := db.Role{Name: "admin"}
	cases := []struct {
		name       string
		userID     int64
		roles      []db.Role
		send, read bool
	}{
		{"anonymous", 0, nil, false, false},
		{"anonymous with a forged admin role", 0, []db.Role{adminRole}, false, false},
		{"participant", 5, []db.Role{participantRole}, true, false},
		{"host (organization creator)", 6, []db.Role{participantRole, hostRole}, true, false},
		{"no platform role", 7, nil, true, false},
		{"platform admin", 8, []db.Role{participantRole, adminRole}, true, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.send, CanSendFeedback(c.userID), "send: %s", c.name)
		assert.Equal(t, c.read, CanReadFeedback(c.userID, c.roles), "read: %s", c.name)
	}
	assert.False(t, IsPlatformAdmin([]db.Role{{Name: "Admin"}}), "role names are exact")
}
