package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFormsTeamsWithResourcesRequestsInvitationsAndSeekers(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	hackathons := organisersHackathons(t, st)
	sprintID := hackathonNamed(t, hackathons, "Internal AI Sprint").ID
	pat, err := st.UserByEmail(ctx, "participant@hackforge.local")
	require.NoError(t, err)
	teamID, found, err := st.ActiveTeamID(ctx, sprintID, pat.ID)
	require.NoError(t, err)
	require.True(t, found, "Pat has a team")
	team, err := st.TeamView(ctx, teamID, pat.ID)
	require.NoError(t, err)
	assert.True(t, team.IsAdmin)
	assert.Equal(t, 2, team.TotalMembers)
	resources, err := st.TeamResources(ctx, teamID)
	require.NoError(t, err)
	assert.Len(t, resources, 2, "links the organiser (the sprint's creator) and Pat may edit")
	submissions, err := st.TeamSubmissions(ctx, teamID)
	require.NoError(t, err)
	for _, sub := range submissions {
		assert.False(t, sub.Submitted, "nothing submitted, so Pat or the organiser may still delete the team")
	}
	requests, err := st.OpenJoinRequests(ctx, teamID)
	require.NoError(t, err)
	require.Len(t, requests, 2, "a pending join request and a pending invitation")
	assert.Nil(t, requests[0].InvitedBy, "the request")
	assert.Equal(t, &pat.ID, requests[1].InvitedBy, "Pat's invitation")
	candidates, err := st.TeamCandidates(ctx, sprintID, pat.ID, nil)
	require.NoError(t, err)
	looking := 0
	for _, c := range candidates {
		if c.Looking {
			looking++
		}
	}
	assert.Equal(t, 1, looking, "one participant looks for a team")
}
