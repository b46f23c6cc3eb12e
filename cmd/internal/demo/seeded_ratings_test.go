package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedRatesTalents(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	rated := onlyHackathon(t, organisersHackathons(t, st), func(v store.HackathonView) bool { return v.HasTalents }, "one demo hackathon has talents")
	templates, err := st.RatingTemplates(ctx, rated.ID, domain.RatingTalent)
	require.NoError(t, err)
	require.Len(t, templates, 1, "seeded once")
	assert.Len(t, templates[0].Items, 4)
	items, names, err := st.TalentRatingItems(ctx, rated.ID)
	require.NoError(t, err)
	assert.NotEmpty(t, items, "the Talent Ratings screen shows ratings")
	mentor, err := st.UserByEmail(ctx, "mentor@hackforge.local")
	require.NoError(t, err)
	for _, it := range items {
		assert.Equal(t, mentor.ID, it.RaterID)
	}
	assert.Contains(t, names, store.TalentRatingName{Rater: true, ID: mentor.ID, FirstName: mentor.FirstName, LastName: mentor.LastName},
		"the mentor is named")

	// Peer ratings: Alex's teammates Bea and Carl rated him; nobody rated Carl.
	aboutOf := func(email string) []store.RatingAggregate {
		u, err := st.UserByEmail(ctx, email)
		require.NoError(t, err)
		id, err := st.ParticipantIDOfUser(ctx, rated.ID, u.ID)
		require.NoError(t, err)
		require.NotZero(t, id, "%s takes part", email)
		about, err := st.RatingAggregatesAbout(ctx, id, domain.RatingPeer)
		require.NoError(t, err)
		return about
	}
	alex := aboutOf("alex.adams@hackforge.local")
	require.Len(t, alex, 2, "both peer criteria")
	assert.Equal(t, "Collaboration", alex[0].Criterion)
	assert.InDelta(t, 7.5, alex[0].Average, 0.001)
	assert.Equal(t, int32(2), alex[0].Ratings)
	assert.Equal(t, int32(10), alex[0].MaxScore)
	assert.Empty(t, aboutOf("carl.clark@hackforge.local"), "Carl is left for Alex to rate")

	// Pitch ratings: both teams of the hackathon, each with both criteria.
	pitches, err := st.PitchAggregates(ctx, rated.ID)
	require.NoError(t, err)
	byTeam := map[string]map[string]store.PitchAggregate{}
	for _, a := range pitches {
		if byTeam[a.TeamName] == nil {
			byTeam[a.TeamName] = map[string]store.PitchAggregate{}
		}
		byTeam[a.TeamName][a.Criterion] = a
	}
	require.Len(t, byTeam, 2, "both teams' pitches are rated")
	assert.Len(t, byTeam["City Movers"], 2)
	assert.InDelta(t, 8, byTeam["City Movers"]["Clarity"].Average, 0.001)
	assert.Equal(t, int32(3), byTeam["City Movers"]["Clarity"].Ratings)
	assert.InDelta(t, 5.5, byTeam["Green Routes"]["Energy"].Average, 0.001)
}
