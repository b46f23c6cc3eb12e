package demo_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/demo"
)

func TestSeedIsIdempotentAndCoversEveryRole(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	st, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)

	_, err = demo.Seed(t.Context(), st)
	require.NoError(t, err)
	again, err := demo.Seed(t.Context(), st)
	require.NoError(t, err)
	assert.Empty(t, again, "a second seed creates nothing")

	organiser, err := st.UserByEmail(t.Context(), "organiser@hackforge.local")
	require.NoError(t, err)
	page, err := st.Hackathons(t.Context(), store.FilterCreator, organiser.ID, 100, 0)
	require.NoError(t, err)
	require.Len(t, page.Items, 5)
	phases, allowed := map[string]bool{}, map[string]bool{}
	for _, v := range page.Items {
		phases[v.Hackathon.Phase] = true
		allowed[v.Hackathon.AllowedParticipants] = true
	}
	assert.Len(t, phases, 5, "hackathons in several phases")
	assert.True(t, allowed["PUBLIC"] && allowed["INVITE_ONLY"])

	for email, filter := range map[string]string{
		"manager@hackforge.local": store.FilterOrganizing, "participant@hackforge.local": store.FilterParticipating,
		"mentor@hackforge.local": store.FilterParticipating, "judge@hackforge.local": store.FilterParticipating,
		"hero@hackforge.local": store.FilterParticipating,
	} {
		u, err := st.UserByEmail(t.Context(), email)
		require.NoError(t, err)
		p, err := st.Hackathons(t.Context(), filter, u.ID, 10, 0)
		require.NoError(t, err)
		assert.NotEmpty(t, p.Items, email)
	}
	outsider, err := st.UserByEmail(t.Context(), "outsider@hackforge.local")
	require.NoError(t, err)
	orgs, err := st.Organizations(t.Context(), outsider.ID, true)
	require.NoError(t, err)
	assert.Len(t, orgs, 1, "the outsider has an organisation of their own")
}
