package graph_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store/record"
)

// matrixExportOperations are the rows of the participant export and the
// inbox jobs. The export and job rows aim at one of the creator's exports.
var matrixExportOperations = map[string]matrixOperation{
	"exportParticipantsCsv": {
		// Without csvData: the file holds e-mails the organizers may read.
		doc:  `mutation($id: ID!) { exportParticipantsCsv(input: {hackathonId: $id}) { success filename export { id state hackathonName } } }`,
		vars: targetID,
	},
	"participantExport": {
		doc: `query($uid: String!) { participantExport(uid: $uid) { id state rowsWritten rowsTotal filename downloadPath } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"uid": w.creatorExport(t).Uid}
		},
	},
	"myJobs": {doc: `query { myJobs { items { id state filename } totalCount unreadCount } }`},
	"toggleJobRead": {
		doc: `mutation($id: ID!) { toggleJobRead(input: {jobId: $id}) { success isRead } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			e := w.creatorExport(t)
			require.NoError(t, w.env.Store.FailExport(t.Context(), e.ID, "matrix"), "a finished export is a job")
			return map[string]any{"id": strconv.FormatInt(e.ID, 10)}
		},
	},
}

// creatorExport records an export of target by the creator column, without
// its workflow.
func (w *matrixWorld) creatorExport(t *testing.T) record.Export {
	t.Helper()
	e, err := w.env.Store.CreateExport(t.Context(), intID(w.target.id), w.users[asCreator].ID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	return e
}
