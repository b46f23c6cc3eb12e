package races_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/api/apitest"
)

// Inviting one address many times at once leaves one pending invite and
// sends one e-mail.
func TestOnePendingInvitePerAddress(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	address := "judge-" + apitest.RandomString(6) + "@example.com"
	invite := apitest.Call{Client: h.Creator.Client, Query: `mutation($id: ID!, $to: String!) { inviteToHackathon(input: {hackathonId: $id, kind: JUDGE, emails: [$to]}) { __typename } }`,
		Variables: map[string]any{"id": h.GQLID(), "to": address}}

	winners(t, apitest.Race(same(invite, racers)))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM invites WHERE hackathon_id = $1 AND email = $2 AND status = 'PENDING'`, h.ID, address))
	assert.Equal(t, 1, count(t, h.env, `SELECT max(round) FROM invites WHERE hackathon_id = $1 AND email = $2`, h.ID, address), "not opened again")
	h.env.Inbox.WaitFor(t, address, 1, 20*time.Second)
	assert.Equal(t, 1, h.env.Inbox.Count(t, address))
}
