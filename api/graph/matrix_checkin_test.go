package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func init() {
	maps.Copy(matrixOperations, matrixCheckInOperations)
}

// matrixCheckInOperations are the rows of the QR scanner: checking a
// participant in by their code, and today's count.
var matrixCheckInOperations = map[string]matrixOperation{
	"checkInParticipant": {
		doc: `mutation($id: ID!, $code: String!) { checkInParticipant(input: {hackathonId: $id, code: $code}) {
			participant ` + matrixParticipant + ` alreadyCheckedIn presentToday { date presentCount } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			key, err := w.env.Store.CheckInKey(t.Context())
			require.NoError(t, err)
			return map[string]any{"id": tg.id, "code": domain.CheckInCode(key, intID(tg.id), w.newParticipant(t))}
		},
	},
	"checkInDay": {doc: `query($id: ID!) { checkInDay(hackathonId: $id) { date presentCount } }`, vars: targetID},
}
