package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/api/apitest"
)

// Saying one is available many times at once writes one row for the day.
func TestOneAttendanceRowPerParticipantAndDay(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	p := h.participants(t, 1)[0]
	available := apitest.Call{Client: p.Client, Query: `mutation($id: ID!) { setMyAvailability(input: {hackathonId: $id, available: true}) { __typename } }`,
		Variables: map[string]any{"id": h.GQLID()}}

	assert.Equal(t, racers, winners(t, apitest.Race(same(available, racers))), "saying it again is no conflict")
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM attendances a JOIN participants p ON p.id = a.participant_id
		WHERE p.hackathon_id = $1 AND p.user_id = $2`, h.ID, p.ID))
}
