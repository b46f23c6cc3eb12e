package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/validate"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsCategoriesAndSubmissions(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	hackathons := organisersHackathons(t, st)
	sprintID := hackathonNamed(t, hackathons, "Internal AI Sprint").ID
	// Every demo template is one the form editor could have made.
	for _, v := range hackathons {
		categories, err := st.CompetitionCategories(ctx, v.ID)
		require.NoError(t, err)
		for _, c := range categories {
			_, err := validate.ParseTemplate("schema", c.Schema)
			assert.NoError(t, err, "%s: %s", v.Hackathon.Name, c.Name)
		}
	}
	categories, err := st.CompetitionCategories(ctx, sprintID)
	require.NoError(t, err)
	require.Len(t, categories, 2)
	assert.True(t, categories[0].IsDefault)
	assert.Equal(t, "Main track", categories[0].Name)

	pat, err := st.UserByEmail(ctx, "participant@hackforge.local")
	require.NoError(t, err)
	teamID, found, err := st.ActiveTeamID(ctx, sprintID, pat.ID)
	require.NoError(t, err)
	require.True(t, found)
	subs, err := st.TeamSubmissions(ctx, teamID)
	require.NoError(t, err)
	require.Len(t, subs, 1)
	assert.Contains(t, string(subs[0].Response), "https://github.com/hackforge-demo/")

	var submitted, drafts int
	require.NoError(t, st.Pool().QueryRow(ctx, `SELECT count(*) FILTER (WHERE submitted), count(*) FILTER (WHERE NOT submitted)
	  FROM submissions WHERE hackathon_id = $1`, sprintID).Scan(&submitted, &drafts))
	assert.Equal(t, 1, submitted)
	assert.Positive(t, drafts)
}
