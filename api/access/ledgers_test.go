package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestCanWorkOnLedgers(t *testing.T) {
	const creatorID, otherID = 1, 2
	org := record.Organization{ID: 9, CreatorID: creatorID}
	cases := []struct {
		name   string
		userID int64
		role   domain.OrganizationRole
		want   bool
	}{
		{"the organization's creator", creatorID, "", true},
		{"an owner", otherID, domain.OrgOwner, true},
		{"an admin", otherID, domain.OrgAdmin, true},
		{"a member", otherID, domain.OrgMember, true},
		{"someone outside the organization", otherID, "", false},
		{"nobody signed in", 0, "", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CanWorkOnLedgers(org, c.userID, c.role), c.name)
	}
}
