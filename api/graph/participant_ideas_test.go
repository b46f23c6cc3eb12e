package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const participantIdeasOp = `query($id: ID!) { participant(id: $id) { ideas { id name approval { state { name } } } } }`

type participantIdeas struct {
	Participant struct {
		Ideas []struct {
			ID, Name string
			Approval *struct{ State struct{ Name string } }
		}
	}
}

// A participant's page lists their ideas in its hackathon as the ideas list
// would show them to the viewer: a pending idea to the organizers only.
func TestParticipantPageListsTheirIdeasAsTheViewerMaySeeThem(t *testing.T) {
	t.Parallel()
	w := ideasWorld(t, true)
	idea := proposeIdea(t, w.participant, w.inviteOnlyID, "Solar kiosks")
	id := participantIDOf(t, w.participant, w.inviteOnlyID)

	var organizer participantIdeas
	require.Empty(t, w.manager.Client.GraphQL(participantIdeasOp, map[string]any{"id": id}, &organizer))
	require.Len(t, organizer.Participant.Ideas, 1)
	assert.Equal(t, "Solar kiosks", organizer.Participant.Ideas[0].Name)
	assert.Equal(t, "PENDING", organizer.Participant.Ideas[0].Approval.State.Name)

	var mentor participantIdeas
	require.Empty(t, w.mentor.Client.GraphQL(participantIdeasOp, map[string]any{"id": id}, &mentor))
	assert.Empty(t, mentor.Participant.Ideas, "a pending idea is not the mentor's to see")

	require.Empty(t, w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "APPROVED"}, nil))
	require.Empty(t, w.mentor.Client.GraphQL(participantIdeasOp, map[string]any{"id": id}, &mentor))
	require.Len(t, mentor.Participant.Ideas, 1, "approved, it is everyone's")
	assert.Equal(t, idea.ID, mentor.Participant.Ideas[0].ID)
}
