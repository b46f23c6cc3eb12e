package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const hackathonViewerCan = `query($id: ID!, $token: String) {
  hackathon(id: $id, inviteToken: $token) { viewerCan { view manage join seeParticipants seeSubmissions } }
}`

type viewerCan struct{ View, Manage, Join, SeeParticipants, SeeSubmissions bool }

// The rules are api/access's (viewer_can_test.go); this checks that each
// caller reaches them with their own roles, and anonymous ones as anonymous.
func TestViewerCanPerCaller(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	read := func(c *apitest.Client, path string, vars map[string]any) viewerCan {
		var out struct{ Hackathon struct{ ViewerCan viewerCan } }
		require.Empty(t, c.GraphQLAt(path, hackathonViewerCan, vars, &out))
		return out.Hackathon.ViewerCan
	}
	inviteOnly := map[string]any{"id": w.inviteOnlyID}

	assert.Equal(t, viewerCan{View: true, Manage: true, SeeParticipants: true, SeeSubmissions: true},
		read(w.creator.Client, "/gql", inviteOnly), "creator")
	assert.Equal(t, viewerCan{View: true}, read(w.participant.Client, "/gql", inviteOnly), "participant")
	assert.Equal(t, viewerCan{View: true, SeeParticipants: true}, read(w.mentor.Client, "/gql", inviteOnly), "mentor")
	// Registration is open in every phase of the world's hackathons.
	assert.Equal(t, viewerCan{Join: true},
		read(w.outsider.Client, "/gql", map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}), "outsider with the share link")
	assert.Equal(t, viewerCan{View: true}, read(w.env.Client(t), "/u-gql", map[string]any{"id": w.publicID}), "anonymous, public")
}
