package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedGivesTheOrganiserTwoDescribedOrganizations(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)
	organiser, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	orgs, err := st.Organizations(ctx, organiser.ID, true)
	require.NoError(t, err)
	require.Len(t, orgs, 2, "seeded once")
	names := []string{orgs[0].Name, orgs[1].Name}
	assert.ElementsMatch(t, []string{demo.OrganizationName, demo.SecondOrganizationName}, names)
	for _, o := range orgs {
		assert.NotEmpty(t, o.Description, o.Name)
	}
	manager, err := st.UserByEmail(ctx, "manager@hackforge.local")
	require.NoError(t, err)
	theirs, err := st.Organizations(ctx, manager.ID, true)
	require.NoError(t, err)
	assert.Len(t, theirs, 2, "the manager belongs to both, and switches between them too")
}
