package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
)

// Team matching (team_candidates.go): the people a team is suggested.

func TestTeamMatchingSuggestsComplementarySkills(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	users := joinAll(t, w, "Designer", "Backender", "Nobody", "Taken")
	designer, backender, nobody, taken := users[0], users[1], users[2], users[3]
	skills, err := w.env.Store.Skills(t.Context())
	require.NoError(t, err)
	skill := map[string]int64{}
	for _, s := range skills {
		skill[s.Name] = s.ID
	}
	setSkills := func(u apitest.User, names ...string) {
		ids := make([]int64, len(names))
		for i, n := range names {
			ids[i] = skill[n]
		}
		_, err := w.env.Store.UpdateHackathonProfile(t.Context(), u.ID, store.ProfileFields{}, ids)
		require.NoError(t, err)
	}
	setSkills(w.participant, "Backend")
	setSkills(designer, "Design", "Frontend", "Backend")
	setSkills(backender, "Backend")
	setSkills(taken, "Design", "Pitching", "Security")
	mustCreateTeam(t, taken.Client, w.inviteOnlyID, "Taken")
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Builders")

	var out struct {
		TeamCandidates []struct {
			Person                     struct{ DisplayName string }
			LookingForTeam             bool
			SharedSkills, BringsSkills []string
			Score                      int
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID, "team": team.ID}, &out))
	require.Len(t, out.TeamCandidates, 2, "those in a team and those without skills or wish are left out")
	assert.Equal(t, []string{"Design", "Frontend"}, out.TeamCandidates[0].BringsSkills)
	assert.Equal(t, []string{"Backend"}, out.TeamCandidates[0].SharedSkills)
	assert.Equal(t, 5, out.TeamCandidates[0].Score)
	assert.Empty(t, out.TeamCandidates[1].BringsSkills)

	var looking struct {
		SetLookingForTeam struct{ Hackathon struct{ LookingForTeam bool } }
	}
	require.Empty(t, nobody.Client.GraphQL(lookingOp, map[string]any{"id": w.inviteOnlyID, "looking": true}, &looking))
	assert.True(t, looking.SetLookingForTeam.Hackathon.LookingForTeam)
	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(lookingOp, map[string]any{"id": w.inviteOnlyID, "looking": true}, nil)))
	require.Empty(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID, "team": team.ID}, &out))
	require.Len(t, out.TeamCandidates, 3, "someone looking for a team is suggested without skills")
	assert.True(t, out.TeamCandidates[2].LookingForTeam)
	assert.Zero(t, out.TeamCandidates[2].Score, "wishing alone ranks last")

	// Without a team, a participant's own skills are compared.
	require.Empty(t, nobody.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID}, &out))
	require.Len(t, out.TeamCandidates, 2)
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "they have a team")

	// Joining a team clears the flag.
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": requestJoin(t, nobody.Client, team.ID, "")}, nil))
	var my struct{ Hackathon struct{ LookingForTeam bool } }
	require.Empty(t, nobody.Client.GraphQL(myTeamOp, map[string]any{"id": w.inviteOnlyID}, &my))
	assert.False(t, my.Hackathon.LookingForTeam)
}
