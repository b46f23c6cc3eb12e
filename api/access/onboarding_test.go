package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUserDataIsTheUsersOwn(t *testing.T) {
	cases := []struct {
		name          string
		viewer, owner int64
		want          bool
	}{
		{"the user", 7, 7, true},
		{"someone else", 8, 7, false},
		{"anonymous", 0, 7, false},
		{"anonymous, no owner", 0, 0, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanReadUserMetadata(c.viewer, c.owner), "read: %s", c.name)
		assert.Equal(t, c.want, CanSaveUserMetadata(c.viewer, c.owner), "save: %s", c.name)
		assert.Equal(t, c.want, CanSeeDashboard(c.viewer, c.owner), "dashboard: %s", c.name)
	}
}
