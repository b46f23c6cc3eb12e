package demo_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
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
	teams, _, err := st.TeamViews(ctx, sprintID, pat.ID, "", 100, 0)
	require.NoError(t, err)
	deletable := 0
	for _, team := range teams {
		submissions, err := st.TeamSubmissions(ctx, team.ID)
		require.NoError(t, err)
		if !slices.ContainsFunc(submissions, func(s record.Submission) bool { return s.Submitted }) {
			deletable++
		}
	}
	assert.Positive(t, deletable, "a team without submitted work, which the organiser may delete")
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

func TestSeededNoticesNameThePeopleInThem(t *testing.T) {
	st := seededStore(t)
	var unnamed int
	require.NoError(t, st.Pool().QueryRow(t.Context(),
		`SELECT count(*) FROM notifications WHERE data::text LIKE '%' || $1 || '%'`, domain.UnknownName).Scan(&unnamed))
	assert.Zero(t, unnamed, "every seeded person has a name, so no notice says %q", domain.UnknownName)
}
