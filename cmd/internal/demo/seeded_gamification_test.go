package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsACompetitionWithACorrection(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	gamified := onlyHackathon(t, organisersHackathons(t, st), func(v store.HackathonView) bool { return v.HasGameification }, "one demo hackathon has gamification")
	competitions, err := st.Competitions(ctx, gamified.ID)
	require.NoError(t, err)
	require.Len(t, competitions, 1, "seeded once")
	assert.Equal(t, demo.CompetitionName, competitions[0].Name)
	assert.Len(t, competitions[0].Items, 3)

	_, rows, err := st.LeaderboardNow(ctx, competitions[0].ID)
	require.NoError(t, err)
	assert.NotEmpty(t, rows, "the leaderboard shows scores")
	log, err := st.Scores(ctx, competitions[0].ID, nil, 100)
	require.NoError(t, err)
	corrected := 0
	for _, e := range log {
		if e.Score.Reason != nil {
			corrected++
		}
	}
	assert.Equal(t, 1, corrected, "one correction with its reason in the history")
}
