package demo_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedJudgesClimateHackAndPublishesFintechJam(t *testing.T) {
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
	ids := map[string]int64{}
	for _, v := range page.Items {
		ids[v.Hackathon.Name] = v.ID
	}
	boards, err := st.JudgingBoards(ctx, []int64{ids["Climate Hack"], ids["Fintech Jam"]})
	require.NoError(t, err)
	judge, err := st.UserByEmail(ctx, "judge@hackforge.local")
	require.NoError(t, err)

	climate := boards[ids["Climate Hack"]]
	require.Len(t, climate.Submissions, 3)
	assert.Len(t, climate.Criteria, 3)
	assert.Equal(t, domain.JudgingCompleted, climate.StatusFor(climate.Submissions[0].ID, judge.ID))
	assert.Equal(t, domain.JudgingNotStarted, climate.StatusFor(climate.Submissions[1].ID, judge.ID))

	fintech := boards[ids["Fintech Jam"]]
	results := fintech.Results()
	require.Len(t, results, 1)
	require.Len(t, results[0].Standings, 3)
	// Totals 19, 17, 19: Solar Sprinters and Tree Trackers tie first.
	assert.Equal(t, []int{1, 1, 3}, []int{results[0].Standings[0].Rank, results[0].Standings[1].Rank, results[0].Standings[2].Rank})
}
