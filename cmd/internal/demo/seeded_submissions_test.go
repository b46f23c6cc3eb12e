package demo_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsCategoriesAndSubmissions(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	_, err = demo.Seed(ctx, st)
	require.NoError(t, err)

	organiser, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	page, err := st.Hackathons(ctx, domain.ListCreator, organiser.ID, 100, 0)
	require.NoError(t, err)
	var sprintID int64
	for _, v := range page.Items {
		if v.Hackathon.Name == "Internal AI Sprint" {
			sprintID = v.ID
		}
	}
	require.NotZero(t, sprintID)
	// Every demo template is one the form editor could have made.
	for _, v := range page.Items {
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
