package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	prizeFields   = `{ id name description position active }`
	prizesOp      = `query($id: ID!) { prizes(hackathonId: $id) ` + prizeFields + ` }`
	createPrizeOp = `mutation($input: CreatePrizeInput!) { createPrize(input: $input) { prize ` + prizeFields + ` } }`
	updatePrizeOp = `mutation($input: UpdatePrizeInput!) { updatePrize(input: $input) { prize ` + prizeFields + ` } }`
)

type prize struct {
	ID, Name, Description string
	Position              int
	Active                bool
}

func TestPrizes(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	create := func(input map[string]any) prize {
		t.Helper()
		input["hackathonId"] = w.inviteOnlyID
		var out struct{ CreatePrize struct{ Prize prize } }
		require.Empty(t, w.manager.Client.GraphQL(createPrizeOp, map[string]any{"input": input}, &out))
		return out.CreatePrize.Prize
	}
	third := create(map[string]any{"name": "Bronze", "position": 3})
	first := create(map[string]any{"name": "Gold", "description": " A trip "})
	assert.Equal(t, 4, first.Position, "without a position a prize comes last")
	assert.True(t, first.Active, "active by default")
	assert.Equal(t, "A trip", first.Description)
	nameless := create(map[string]any{})
	assert.Equal(t, 5, nameless.Position, "every field is optional (SPEC 5)")

	var updated struct{ UpdatePrize struct{ Prize prize } }
	require.Empty(t, w.manager.Client.GraphQL(updatePrizeOp, map[string]any{"input": map[string]any{"id": first.ID, "position": 1, "active": false}}, &updated))
	assert.Equal(t, prize{ID: first.ID, Name: "Gold", Description: "A trip", Position: 1}, updated.UpdatePrize.Prize, "null fields keep their value")

	errs := w.manager.Client.GraphQL(updatePrizeOp, map[string]any{"input": map[string]any{"id": first.ID, "position": 0}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "position", errs[0].Extensions["field"])

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "no prizes yet")
	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": w.inviteOnlyID, "flags": map[string]any{"hasPrizes": true}}, nil))
	var list struct{ Prizes []prize }
	require.Empty(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	require.Len(t, list.Prizes, 3)
	assert.Equal(t, []string{first.ID, third.ID, nameless.ID}, []string{list.Prizes[0].ID, list.Prizes[1].ID, list.Prizes[2].ID}, "by position")

	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!) { deletePrize(input: {id: $id}) { deletedId } }`, map[string]any{"id": nameless.ID}, nil))
	require.Empty(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Len(t, list.Prizes, 2)
}
