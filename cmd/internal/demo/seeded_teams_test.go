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
func TestSeedFormsTeamsWithResourcesRequestsInvitationsAndSeekers(t *testing.T) {
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
	assert.Len(t, resources, 2)
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
