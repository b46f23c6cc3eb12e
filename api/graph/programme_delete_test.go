package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/workflows"
)

const deleteHackathonOp = `mutation($id: ID!, $name: String!) { deleteHackathon(input: {id: $id, confirmName: $name}) { deletedId } }`

func TestDeleteHackathon(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	start, _ := dates(t, w.creator, w.inviteOnlyID)
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.inviteOnlyID, "Talk", start, start.Add(time.Hour)), nil))
	id := intID(w.inviteOnlyID)
	lifecycle := workflows.HackathonLifecycleID(id)
	desc, err := w.env.Temporal.DescribeWorkflowExecution(t.Context(), lifecycle, "")
	require.NoError(t, err)
	require.Equal(t, enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING, desc.WorkflowExecutionInfo.Status, "creating it started its lifecycle")

	assert.Equal(t, "FORBIDDEN", code(t, w.manager.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": "Secret Hack"}, nil)),
		"only its creator deletes it")
	errs := w.creator.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": "Secret Hak"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "confirmName", errs[0].Extensions["field"])

	require.Empty(t, w.creator.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": " secret hack "}, nil))
	assert.Equal(t, "NOT_FOUND", code(t, w.participant.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { id } }`, map[string]any{"id": w.inviteOnlyID}, nil)))
	items, err := w.env.Store.ProgramItems(t.Context(), id)
	require.NoError(t, err)
	assert.Empty(t, items, "its rows went with it")

	for _, u := range []apitest.User{w.participant, w.manager, w.mentor, w.judge} {
		var inbox struct {
			MyNotifications struct {
				Items []struct{ Type, Title, Text, Link string }
			}
		}
		require.Empty(t, u.Client.GraphQL(`{ myNotifications(first: 5) { items { type title text link } } }`, nil, &inbox))
		require.NotEmpty(t, inbox.MyNotifications.Items, u.Email)
		n := inbox.MyNotifications.Items[0]
		assert.Equal(t, "HACKATHON_DELETED", n.Type, u.Email)
		assert.Equal(t, "Secret Hack was deleted by its organizers.", n.Text)
	}

	require.Eventually(t, func() bool {
		desc, err := w.env.Temporal.DescribeWorkflowExecution(t.Context(), lifecycle, "")
		return err == nil && desc.WorkflowExecutionInfo.Status == enumspb.WORKFLOW_EXECUTION_STATUS_COMPLETED
	}, 20*time.Second, 200*time.Millisecond, "its lifecycle workflow ends")
}
