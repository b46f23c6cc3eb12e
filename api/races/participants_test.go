package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/api/apitest"
)

// One user joining one hackathon many times at once is one participant,
// announced to the organizers once.
func TestOneParticipantPerUserAndHackathon(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	joiner := h.env.NewUser(t, "joiner")
	join := apitest.Call{Client: joiner.Client, Query: `mutation($id: ID!) { joinHackathon(input: {hackathonId: $id}) { __typename } }`,
		Variables: map[string]any{"id": h.GQLID()}}

	winners(t, apitest.Race(same(join, racers)))

	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM participants WHERE hackathon_id = $1 AND user_id = $2`, h.ID, joiner.ID))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM notifications WHERE user_id = $1 AND type = 'PARTICIPANT_REGISTERED'`, h.Creator.ID),
		"the organizers hear of the registration once")
}
