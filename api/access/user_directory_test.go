package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/store/record"
)

func TestUserDirectoryRules(t *testing.T) {
	participant := []record.Role{{Name: "participant"}}
	host := []record.Role{{Name: "participant"}, {Name: "host"}}
	admin := []record.Role{{Name: "participant"}, {Name: "admin"}}
	const owner = 7
	cases := []struct {
		name                              string
		viewer                            int64
		roles                             []record.Role
		shares                            bool
		profile, allProfiles, account, au bool
	}{
		{"anonymous", 0, nil, false, false, false, false, false},
		{"anonymous with a forged admin role and a shared hackathon", 0, admin, true, false, false, false, false},
		{"the owner", owner, participant, false, true, false, true, false},
		{"a stranger", 8, participant, false, false, false, false, false},
		{"a host of another organization", 9, host, false, false, false, false, false},
		{"someone in one of the owner's hackathons", 10, participant, true, true, false, false, false},
		{"a platform administrator", 11, admin, false, true, true, true, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.profile, CanReadProfileOf(c.viewer, owner, c.roles, c.shares), "profile: %s", c.name)
		assert.Equal(t, c.allProfiles, CanListAllProfiles(c.viewer, c.roles), "all profiles: %s", c.name)
		assert.Equal(t, c.account, CanReadAccountOf(c.viewer, owner, c.roles), "account: %s", c.name)
		assert.Equal(t, c.au, CanListAuthUsers(c.viewer, c.roles), "auth users: %s", c.name)
	}
	assert.False(t, CanReadOwnActivity(0), "anonymous has no timeline")
	assert.True(t, CanReadOwnActivity(3))
}
