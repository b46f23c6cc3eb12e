package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedShowsADeletedUserOnATeamWithASubmission(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)
	climate := hackathonNamed(t, organisersHackathons(t, st), "Climate Hack")
	teams, _, err := st.TeamViews(ctx, climate.ID, 0, "", 1, 0)
	require.NoError(t, err)
	require.NotEmpty(t, teams)
	members, err := st.TeamMembers(ctx, teams[0].ID)
	require.NoError(t, err)
	var names []string
	for _, m := range members {
		names = append(names, domain.DisplayName(m.User.FirstName, m.User.LastName))
	}
	assert.Contains(t, names, domain.DeletedUserName)
	subs, err := st.TeamSubmissions(ctx, teams[0].ID)
	require.NoError(t, err)
	assert.NotEmpty(t, subs, "the team's submission is kept")
	_, err = st.UserByEmail(ctx, "leaver@hackforge.local")
	require.ErrorIs(t, err, domain.ErrNotFound, "the address is gone")
}
