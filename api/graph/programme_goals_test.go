package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	goalFields     = `{ id name description priority }`
	goalsOp        = `query($id: ID!) { goals(hackathonId: $id) ` + goalFields + ` }`
	createGoalOp   = `mutation($id: ID!, $name: String!) { createGoal(input: {hackathonId: $id, name: $name}) { goal ` + goalFields + ` } }`
	reorderGoalsOp = `mutation($id: ID!, $ids: [ID!]!) { reorderGoals(input: {hackathonId: $id, goalIds: $ids}) { goals ` + goalFields + ` } }`
)

type goal struct {
	ID, Name, Description string
	Priority              int
}

func TestGoalsAreReorderedAsABatch(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var ids []string
	for _, name := range []string{"Ship", "Learn", "Have fun"} {
		var out struct{ CreateGoal struct{ Goal goal } }
		require.Empty(t, w.manager.Client.GraphQL(createGoalOp, map[string]any{"id": w.inviteOnlyID, "name": name}, &out))
		ids = append(ids, out.CreateGoal.Goal.ID)
		assert.Equal(t, len(ids), out.CreateGoal.Goal.Priority, "a new goal comes last")
	}
	var reordered struct{ ReorderGoals struct{ Goals []goal } }
	require.Empty(t, w.creator.Client.GraphQL(reorderGoalsOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{ids[2], ids[0], ids[1]}}, &reordered))
	var names []string
	for _, g := range reordered.ReorderGoals.Goals {
		names = append(names, g.Name)
	}
	assert.Equal(t, []string{"Have fun", "Ship", "Learn"}, names)

	errs := w.creator.Client.GraphQL(reorderGoalsOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{ids[0], ids[1]}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs), "every goal must be named")
	assert.Equal(t, "goalIds", errs[0].Extensions["field"])
	var list struct{ Goals []goal }
	require.Empty(t, w.manager.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Equal(t, "Have fun", list.Goals[0].Name, "a refused batch changes nothing")

	errs = w.manager.Client.GraphQL(`mutation($id: ID!) { updateGoal(input: {id: $id, name: ""}) { goal { id } } }`, map[string]any{"id": ids[0]}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	for _, u := range []apitest.User{w.participant, w.mentor, w.judge} {
		assert.Equal(t, "FORBIDDEN", code(t, u.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, nil)), "goals are the organizers'")
	}
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { deleteGoal(input: {id: $id}) { deletedId } }`, map[string]any{"id": ids[1]}, nil))
	require.Empty(t, w.manager.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Len(t, list.Goals, 2)
}
