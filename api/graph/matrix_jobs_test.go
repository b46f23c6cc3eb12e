package graph_test

import (
	"maps"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

func init() {
	maps.Copy(matrixOperations, matrixJobOperations)
}

const matrixJobFields = `{ key kind recordId hackathonId hackathonName state stuck problem subject startedAt lastProgressAt dueAt workflowId temporalUrl actions }`

// matrixJobOperations are the rows of the Jobs page: one hackathon's jobs
// (its organizers), every hackathon's (platform administrators, no column:
// jobs_test.go) and the restart of a failed export.
var matrixJobOperations = map[string]matrixOperation{
	"jobs":     {doc: `query($id: ID!) { jobs(hackathonId: $id) ` + matrixJobFields + ` }`, vars: targetID},
	"jobs/all": {doc: `query { jobs ` + matrixJobFields + ` }`},
	"restartExport": {
		doc: `mutation($id: ID!) { restartExport(input: {id: $id}) { success filename export { id state hackathonName } } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			e := w.creatorExport(t)
			require.NoError(t, w.env.Store.FailExport(t.Context(), e.ID, "matrix"))
			return map[string]any{"id": strconv.FormatInt(e.ID, 10)}
		},
	},
}
