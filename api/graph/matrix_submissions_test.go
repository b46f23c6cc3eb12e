package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

func init() {
	maps.Copy(matrixOperations, matrixSubmissionOperations)
}

// matrixSubmissionOperations are the rows of competition categories and
// submissions. Each runs in a fresh hackathon in HACKING with one category;
// the participant column is the admin of a team there.
var matrixSubmissionOperations = map[string]matrixOperation{
	"submission": {doc: `query($id: ID!) { submission(id: $id) ` + matrixSubmission + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			team, category := w.submissionSetting(t, tg)
			sub, err := w.env.Store.SaveSubmissionResponse(t.Context(), intID(tg.id), team, category, w.users[asParticipant].ID, []byte(`{"summary":"Draft"}`))
			require.NoError(t, err)
			return map[string]any{"id": sub.ID}
		},
		fresh: true,
	},
	"createCompetitionCategory": {
		doc:   `mutation($id: ID!) { createCompetitionCategory(input: {hackathonId: $id, name: "Matrix track"}) ` + matrixCategoryPayload + ` }`,
		vars:  freshID,
		fresh: true,
	},
	"updateCompetitionCategory": {
		doc: `mutation($id: ID!) { updateCompetitionCategory(input: {categoryId: $id, name: "Renamed track"}) ` + matrixCategoryPayload + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.newCategory(t, tg)}
		},
		fresh: true,
	},
	"setDefaultCompetitionCategory": {
		doc: `mutation($id: ID!) { setDefaultCompetitionCategory(input: {categoryId: $id}) ` + matrixCategoryPayload + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.newCategory(t, tg)
			return map[string]any{"id": w.newCategory(t, tg)}
		},
		fresh: true,
	},
	"deleteCompetitionCategory": {
		doc: `mutation($id: ID!) { deleteCompetitionCategory(input: {categoryId: $id}) { hackathon { id competitionCategories { id } } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.newCategory(t, tg)}
		},
		fresh: true,
	},
	"updateSubmission": {
		doc: `mutation($team: ID!, $category: ID!) { updateSubmission(input: {teamId: $team, categoryId: $category,
		  response: {summary: "Our work"}, submitted: true}) { submission ` + matrixSubmission + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			team, category := w.submissionSetting(t, tg)
			return map[string]any{"team": team, "category": category}
		},
		fresh: true,
	},
}

const (
	matrixCategory        = `{ id name default submissionTemplate { id schema } }`
	matrixCategoryPayload = `{ category ` + matrixCategory + ` hackathon { id allowLateSubmissions competitionCategories { id } } }`
	matrixSubmission      = `{ id response submitted lateSubmission submittedAt template { id schema }
	  competitionCategory ` + matrixCategory + ` team { id name } viewerCan { edit submit } }`
	matrixTemplate = `{"type":"object","additionalProperties":false,"properties":{"summary":{"type":"string","title":"Summary","x-kind":"shortText"}},"required":["summary"],"x-order":["summary"]}`
)

// newCategory adds a category with a one-field template to h.
func (w *matrixWorld) newCategory(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	id, err := w.env.Store.CreateCompetitionCategory(t.Context(), intID(h.id), "Track "+apitest.RandomString(4), []byte(matrixTemplate))
	require.NoError(t, err)
	return id
}

// submissionSetting moves h into HACKING with a category and a team whose
// admin is the participant column.
func (w *matrixWorld) submissionSetting(t *testing.T, h matrixHackathon) (team, category int64) {
	t.Helper()
	w.teamsOpen(t, h)
	return w.participantsTeam(t, h).ID, w.newCategory(t, h)
}
