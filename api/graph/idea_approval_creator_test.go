package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// A hackathon run by its creator alone (no manager) that requires approval:
// the creator is asked, sees the Approve Ideas item and approves; a
// participant still cannot decide.
func TestTheCreatorApprovesIdeasInAOneOrganizerHackathon(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET ideas_required = true, ideas_require_approval = true WHERE id = $1`, intID(w.publicID))
	require.NoError(t, err)
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), intID(w.publicID), w.participant.ID, domain.RoleParticipant))

	idea := proposeIdea(t, w.participant, w.publicID, "Solar kiosks")
	require.NotNil(t, idea.Approval)
	request := eventuallyNotified(t, w.creator, "IDEA_APPROVAL_REQUEST")
	assert.Equal(t, "/hackathon/"+w.publicID+"/ideas/approve/"+idea.ID, request.Link)

	var can struct {
		Hackathon struct{ ViewerCan struct{ ApproveIdeas bool } }
	}
	canDoc := `query($id: ID!) { hackathon(id: $id) { viewerCan { approveIdeas } } }`
	require.Empty(t, w.creator.Client.GraphQL(canDoc, map[string]any{"id": w.publicID}, &can))
	assert.True(t, can.Hackathon.ViewerCan.ApproveIdeas, "the creator sees Approve Ideas")
	require.Empty(t, w.participant.Client.GraphQL(canDoc, map[string]any{"id": w.publicID}, &can))
	assert.False(t, can.Hackathon.ViewerCan.ApproveIdeas)

	var read struct{ Idea ideaOut }
	require.Empty(t, w.creator.Client.GraphQL(ideaDoc, map[string]any{"id": idea.ID}, &read))
	assert.True(t, read.Idea.ViewerCan.Decide, "the idea's buttons agree with the API")
	errs := w.participant.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "APPROVED"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "a participant does not decide")

	var count struct{ PendingApprovalCount int }
	require.Empty(t, w.creator.Client.GraphQL(pendingCountDoc, map[string]any{"h": w.publicID}, &count))
	assert.Equal(t, 1, count.PendingApprovalCount)
	var decided struct {
		UpdateApprovalState struct {
			Approval struct{ State struct{ Name string } }
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "APPROVED", "comment": "Go ahead"}, &decided))
	assert.Equal(t, "APPROVED", decided.UpdateApprovalState.Approval.State.Name)
	assert.Contains(t, eventuallyNotified(t, w.participant, "IDEA_APPROVED").Text, "Go ahead")
}
