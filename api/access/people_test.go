package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestCanSeeEmail(t *testing.T) {
	assert.True(t, CanSeeEmail(7, 7), "their own")
	assert.False(t, CanSeeEmail(8, 7), "someone else's")
	assert.False(t, CanSeeEmail(0, 0), "anonymous")
}

func TestCanSeeEmailInHackathon(t *testing.T) {
	const person, other = 7, 8
	cases := []struct {
		name   string
		viewer int64
		roles  Roles
		want   bool
	}{
		{"the person themselves", person, participant, true},
		{"the person without a role", person, anonymous, true},
		{"anonymous", 0, anonymous, false},
		{"creator", other, creator, true},
		{"manager", other, manager, true},
		{"participant", other, participant, false},
		{"mentor", other, mentor, false},
		{"judge", other, judge, false},
		{"volunteer", other, volunteer, false},
		{"banned participant", other, banned, false},
		{"organization member", other, orgMember, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanSeeEmailInHackathon(c.viewer, person, c.roles), c.name)
	}
}

func TestCanSeeEmailInOrganization(t *testing.T) {
	org := record.Organization{ID: 1, CreatorID: 7}
	cases := []struct {
		name           string
		viewer, person int64
		role           domain.OrganizationRole
		want           bool
	}{
		{"the person themselves", 9, 9, "", true},
		{"anonymous", 0, 7, "", false},
		{"anonymous, person 0", 0, 0, "", false},
		{"the organization's creator", 7, 9, "", true},
		{"an owner", 8, 7, "OWNER", true},
		{"an admin", 8, 7, "ADMIN", true},
		{"a member", 8, 7, "MEMBER", false},
		{"no role", 8, 7, "", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanSeeEmailInOrganization(c.viewer, c.person, org, c.role), c.name)
	}
}
