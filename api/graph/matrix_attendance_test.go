package graph_test

import (
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func init() {
	maps.Copy(matrixOperations, matrixAttendanceOperations)
}

// matrixAttendanceOperations are the rows of daily attendance and the
// user's timeline entries as a participant.
var matrixAttendanceOperations = map[string]matrixOperation{
	"myAttendances":         {doc: `query($id: ID!) { myAttendances(hackathonId: $id) ` + matrixAttendance + ` }`, vars: targetID},
	"myParticipationEvents": {doc: `{ myParticipationEvents { kind hackathonId hackathonName at date } }`},
	"setMyAvailability": {
		doc: `mutation($id: ID!, $date: String) { setMyAvailability(input: {hackathonId: $id, date: $date, available: true}) { attendance ` + matrixAttendance + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id, "date": matrixHackathonDay(t)}
		},
	},
	"setParticipantPresence": {
		doc: `mutation($id: ID!, $date: String) { setParticipantPresence(input: {participantId: $id, date: $date, present: true}) { attendance ` + matrixAttendance + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newParticipant(t), "date": matrixHackathonDay(t)}
		},
	},
}

const matrixAttendance = `{ id participantId date presentAtHackathon availableToday checkedInAt }`

// matrixHackathonDay is a day inside the matrix's hackathons (hackathonInput:
// from 48 hours from now for 48 hours, in Johannesburg).
func matrixHackathonDay(t *testing.T) string {
	zone, err := time.LoadLocation("Africa/Johannesburg")
	require.NoError(t, err)
	return time.Now().Add(72 * time.Hour).In(zone).Format(time.DateOnly)
}
