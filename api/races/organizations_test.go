package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const removeMemberOp = `mutation($id: ID!) { removeOrganizationMember(input: {id: $id}) { __typename } }`

// Two owners removing each other at once: one stays. Removing a membership
// that is going anyway succeeds or is NOT_FOUND, and a caller whose own
// membership went may be refused as FORBIDDEN.
func TestTheLastOwnerOfAnOrganisationStays(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	ann, bob := env.NewUser(t, "ann"), env.NewUser(t, "bob")
	org, err := env.Store.CreateOrganization(t.Context(), "Owners "+apitest.RandomString(4), ann.ID)
	require.NoError(t, err)
	require.NoError(t, env.Store.AddOrganizationMember(t.Context(), org.ID, bob.ID, domain.OrgOwner))
	members, err := env.Store.OrganizationMembers(t.Context(), org.ID)
	require.NoError(t, err)
	membership := map[int64]string{}
	for _, m := range members {
		membership[m.UserID] = id(m.ID)
	}
	calls := make([]apitest.Call, racers)
	for i := range calls {
		by, other := ann, bob
		if i%2 == 1 {
			by, other = bob, ann
		}
		calls[i] = apitest.Call{Client: by.Client, Query: removeMemberOp, Variables: map[string]any{"id": membership[other.ID]}}
	}

	assert.Positive(t, winners(t, apitest.Race(calls), "FORBIDDEN", "NOT_FOUND"))
	assert.Equal(t, 1, count(t, env, `SELECT count(*) FROM organization_members WHERE organization_id = $1 AND role = 'OWNER'`, org.ID))
}
