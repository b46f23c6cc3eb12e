package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
)

// matrixProgrammeOperations are the rows of the programme, prizes, goals,
// resources and deleting a hackathon. Rows that change or remove one row
// make their own in the target first.
var matrixProgrammeOperations = map[string]matrixOperation{
	"programItems":        {doc: `query($id: ID!) { programItems(hackathonId: $id) ` + matrixProgramItem + ` }`, vars: targetID},
	"programItems/public": {doc: `query($id: ID!) { programItems(hackathonId: $id) ` + matrixProgramItem + ` }`, vars: publicID},
	"prizes":              {doc: `query($id: ID!) { prizes(hackathonId: $id) ` + matrixPrize + ` }`, vars: targetID},
	"prizes/flagOn":       {doc: `query($id: ID!) { prizes(hackathonId: $id) ` + matrixPrize + ` }`, vars: viaLinkWithFlags},
	"goals":               {doc: `query($id: ID!) { goals(hackathonId: $id) ` + matrixGoal + ` }`, vars: targetID},
	"hackathonResources":  {doc: `query($id: ID!) { hackathonResources(hackathonId: $id) ` + matrixResource + ` }`, vars: targetID},
	"hackathonResources/flagOn": {
		doc: `query($id: ID!) { hackathonResources(hackathonId: $id) ` + matrixResource + ` }`, vars: viaLinkWithFlags,
	},
	"createProgramItem": {
		doc: `mutation($input: CreateProgramItemInput!) { createProgramItem(input: $input) { programItem ` + matrixProgramItem + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			start := w.startOf(t, w.target)
			return map[string]any{"input": map[string]any{"hackathonId": w.target.id, "name": "Talk", "description": "A talk.",
				"startTime": start.Format(time.RFC3339), "endTime": start.Add(time.Hour).Format(time.RFC3339),
				"links": []any{map[string]any{"name": "Slides", "url": "slides.example.com"}}}}
		},
	},
	"updateProgramItem": {
		doc: `mutation($input: UpdateProgramItemInput!) { updateProgramItem(input: $input) { programItem ` + matrixProgramItem + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			start := w.startOf(t, w.target)
			return map[string]any{"input": map[string]any{"id": w.newProgramItem(t), "name": "Talk", "description": "Moved.",
				"startTime": start.Add(time.Hour).Format(time.RFC3339), "endTime": start.Add(2 * time.Hour).Format(time.RFC3339)}}
		},
	},
	"deleteProgramItem": {doc: `mutation($id: ID!) { deleteProgramItem(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newProgramItem(t)}
		}},
	"createPrize": {
		doc:  `mutation($id: ID!) { createPrize(input: {hackathonId: $id, name: "Gold"}) { prize ` + matrixPrize + ` } }`,
		vars: targetID,
	},
	"updatePrize": {doc: `mutation($id: ID!) { updatePrize(input: {id: $id, active: false}) { prize ` + matrixPrize + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newPrize(t)}
		}},
	"deletePrize": {doc: `mutation($id: ID!) { deletePrize(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newPrize(t)}
		}},
	"createGoal": {
		doc:  `mutation($id: ID!) { createGoal(input: {hackathonId: $id, name: "Ship"}) { goal ` + matrixGoal + ` } }`,
		vars: targetID,
	},
	"updateGoal": {doc: `mutation($id: ID!) { updateGoal(input: {id: $id, name: "Ship it"}) { goal ` + matrixGoal + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newGoal(t, w.target)}
		}},
	"deleteGoal": {doc: `mutation($id: ID!) { deleteGoal(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newGoal(t, w.target)}
		}},
	"reorderGoals": {
		doc: `mutation($id: ID!, $goalIds: [ID!]!) { reorderGoals(input: {hackathonId: $id, goalIds: $goalIds}) { goals ` + matrixGoal + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			first, second := w.newGoal(t, tg), w.newGoal(t, tg)
			return map[string]any{"id": tg.id, "goalIds": []int64{second, first}}
		},
		fresh: true,
	},
	"createHackathonResource": {
		doc: `mutation($id: ID!) { createHackathonResource(input: {hackathonId: $id, name: "Docs", url: "docs.example.com"}) {
		  hackathonResource ` + matrixResource + ` } }`,
		vars: targetID,
	},
	"updateHackathonResource": {
		doc: `mutation($id: ID!) { updateHackathonResource(input: {id: $id, name: "API docs"}) { hackathonResource ` + matrixResource + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newResource(t)}
		},
	},
	"deleteHackathonResource": {doc: `mutation($id: ID!) { deleteHackathonResource(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newResource(t)}
		}},
	"deleteHackathon": {
		doc: `mutation($id: ID!, $name: String!) { deleteHackathon(input: {id: $id, confirmName: $name}) { deletedId } }`,
		vars: func(_ *testing.T, _ *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id, "name": tg.name}
		},
		fresh: true,
	},
}

const (
	matrixProgramItem = `{ id kind name description startTime endTime links { name url } }`
	matrixPrize       = `{ id name description position active }`
	matrixGoal        = `{ id name priority }`
	matrixResource    = `{ id name description url }`
)

func publicID(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.public.id}
}

// viaLinkWithFlags aims at viaLink (invite-only, every role) with prizes
// and resources switched on; setting them again changes nothing for the
// other cells.
func viaLinkWithFlags(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	on := true
	_, err := w.env.Store.UpdateHackathon(t.Context(), store.HackathonChanges{ID: intID(w.viaLink.id), HasPrizes: &on, HasResources: &on})
	require.NoError(t, err)
	return map[string]any{"id": w.viaLink.id}
}

func (w *matrixWorld) startOf(t *testing.T, h matrixHackathon) time.Time {
	t.Helper()
	stored, err := w.env.Store.Hackathon(t.Context(), intID(h.id))
	require.NoError(t, err)
	return stored.StartDatetime
}

func (w *matrixWorld) newProgramItem(t *testing.T) int64 {
	t.Helper()
	start := w.startOf(t, w.target)
	item, err := w.env.Store.CreateProgramItem(t.Context(), intID(w.target.id), store.ProgramItemFields{
		Name: "Session", Description: "A session.", StartsAt: start, EndsAt: start.Add(time.Hour),
	})
	require.NoError(t, err)
	return item.ID
}

func (w *matrixWorld) newPrize(t *testing.T) int64 {
	t.Helper()
	p, err := w.env.Store.CreatePrize(t.Context(), store.NewPrize{HackathonID: intID(w.target.id), Name: "Silver", Active: true})
	require.NoError(t, err)
	return p.ID
}

func (w *matrixWorld) newGoal(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	g, err := w.env.Store.CreateGoal(t.Context(), intID(h.id), "Learn", "")
	require.NoError(t, err)
	return g.ID
}

func (w *matrixWorld) newResource(t *testing.T) int64 {
	t.Helper()
	r, err := w.env.Store.CreateHackathonResource(t.Context(), store.NewHackathonResource{HackathonID: intID(w.target.id), Name: "Wiki"})
	require.NoError(t, err)
	return r.ID
}
