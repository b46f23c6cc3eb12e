package demo_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
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

func TestSeedPublishesFintechJamsWinnersWithAGallery(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)
	fintech := hackathonNamed(t, organisersHackathons(t, st), "Fintech Jam")

	res, err := st.HackathonResults(ctx, fintech.ID)
	require.NoError(t, err)
	require.NotNil(t, res.PublishedAt)
	assert.True(t, res.GalleryEnabled)
	w, err := st.Winners(ctx, fintech.Hackathon)
	require.NoError(t, err)
	require.Len(t, w.Prizes, 3)
	for _, p := range w.Prizes {
		assert.NotNil(t, p.Winner, p.Prize.Name)
	}
	require.Len(t, w.Categories, 1)
	assert.Len(t, w.Categories[0].Winners, 2, "Solar Sprinters and Tree Trackers tie first")
	gallery, err := st.Gallery(ctx, fintech.ID)
	require.NoError(t, err)
	assert.Len(t, gallery, 3)

	// The winners' announcement waits for the first serve to start it.
	start, written, err := st.ClaimWorkflowStart(ctx, workflows.ResultsAnnouncementID(fintech.ID), time.Minute)
	require.NoError(t, err)
	require.True(t, written)
	assert.Equal(t, workflows.ResultsAnnouncementWorkflowName, start.WorkflowType)
}
