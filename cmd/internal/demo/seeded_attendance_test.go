package demo_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsAttendanceTeamsAndProfiles(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	hackathons := organisersHackathons(t, st)
	sprint, open := hackathonNamed(t, hackathons, "Internal AI Sprint"), hackathonNamed(t, hackathons, "Open Innovation Challenge")

	yes := true
	count := func(h store.HackathonView, q store.ParticipantQuery) int {
		t.Helper()
		q.HackathonID, q.Today, q.Limit = h.ID, domain.Today(h.TimeZone, time.Now()), 100
		_, total, err := st.Participants(ctx, q)
		require.NoError(t, err)
		return total
	}
	assert.Positive(t, count(sprint, store.ParticipantQuery{PresentToday: &yes}), "some are present today")
	assert.Less(t, count(sprint, store.ParticipantQuery{PresentToday: &yes}), count(sprint, store.ParticipantQuery{}), "not everyone")
	assert.Equal(t, 4, count(sprint, store.ParticipantQuery{HasTeam: &yes}))
	assert.Equal(t, 5, count(open, store.ParticipantQuery{HasTeam: &yes}), "the one who left a team has none")

	pat, err := st.UserByEmail(ctx, "participant@hackforge.local")
	require.NoError(t, err)
	profile, found, err := st.HackathonProfileOfUser(ctx, pat.ID)
	require.NoError(t, err)
	require.True(t, found)
	assert.NotEmpty(t, profile.GithubUrl)
	skills, err := st.SkillsOfProfiles(ctx, []int64{profile.ID})
	require.NoError(t, err)
	assert.NotEmpty(t, skills[profile.ID])
}
