package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/api/apitest"
)

// Asking to join one team many times at once leaves one open request.
func TestOneJoinRequestPerPersonAndTeam(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	people := h.participants(t, 2)
	admin, asker := people[0], people[1]
	team := newTeam(t, h, admin)
	ask := apitest.Call{Client: asker.Client, Query: `mutation($id: ID!) { requestToJoinTeam(input: {teamId: $id}) { __typename } }`,
		Variables: map[string]any{"id": id(team.ID)}}

	assert.Equal(t, 1, winners(t, apitest.Race(same(ask, racers))))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM team_join_requests WHERE team_id = $1 AND user_id = $2 AND status = 'NEW'`, team.ID, asker.ID))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM notifications WHERE user_id = $1 AND type = 'TEAM_JOIN_REQUEST'`, admin.ID))
}

// Creating many teams at once makes one, with its creator in it.
func TestOneTeamPerParticipantWhenCreatingTeamsAtOnce(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	founder := h.participants(t, 1)[0]
	calls := make([]apitest.Call, racers)
	for i := range calls {
		calls[i] = apitest.Call{Client: founder.Client, Query: `mutation($id: ID!, $name: String!) { createTeam(input: {hackathonId: $id, name: $name}) { __typename } }`,
			Variables: map[string]any{"id": h.GQLID(), "name": "Team " + apitest.RandomString(4)}}
	}

	assert.Equal(t, 1, winners(t, apitest.Race(calls)))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM teams WHERE hackathon_id = $1`, h.ID), "no team is left without its creator")
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM team_members WHERE hackathon_id = $1 AND user_id = $2 AND status = 'ACTIVE'`, h.ID, founder.ID))
}
