package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedJudgesClimateHackAndPublishesFintechJam(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	hackathons := organisersHackathons(t, st)
	climateID, fintechID := hackathonNamed(t, hackathons, "Climate Hack").ID, hackathonNamed(t, hackathons, "Fintech Jam").ID
	boards, err := st.JudgingBoards(ctx, []int64{climateID, fintechID})
	require.NoError(t, err)
	judge, err := st.UserByEmail(ctx, "judge@hackforge.local")
	require.NoError(t, err)

	climate := boards[climateID]
	require.Len(t, climate.Submissions, 3)
	assert.Len(t, climate.Criteria, 3)
	assert.Equal(t, domain.JudgingCompleted, climate.StatusFor(climate.Submissions[0].ID, judge.ID))
	assert.Equal(t, domain.JudgingNotStarted, climate.StatusFor(climate.Submissions[1].ID, judge.ID))

	fintech := boards[fintechID]
	results := fintech.Results()
	require.Len(t, results, 1)
	require.Len(t, results[0].Standings, 3)
	// Totals 19, 17, 19: Solar Sprinters and Tree Trackers tie first.
	assert.Equal(t, []int{1, 1, 3}, []int{results[0].Standings[0].Rank, results[0].Standings[1].Rank, results[0].Standings[2].Rank})
}
