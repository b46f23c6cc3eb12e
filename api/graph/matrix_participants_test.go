package graph_test

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// matrixParticipantOperations are the rows of the participants list, a
// participant, their changes, leaving and rotating the share token.
var matrixParticipantOperations = map[string]matrixOperation{
	"participants": {
		doc:  `query($id: ID!) { participants(hackathonId: $id, search: "a") { items ` + matrixParticipant + ` totalCount } }`,
		vars: targetID,
	},
	"participant": {doc: `query($id: ID!) { participant(id: $id) ` + matrixParticipant + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newParticipant(t)}
		}},
	"updateParticipant": {
		doc: `mutation($id: ID!) { updateParticipant(input: {id: $id, status: CONFIRMED, banned: true}) { participant ` + matrixParticipant + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newParticipant(t)}
		},
	},
	"leaveHackathon": {
		doc:   `mutation($id: ID!) { leaveHackathon(input: {hackathonId: $id}) { hackathon { id isParticipant } } }`,
		vars:  freshID,
		fresh: true,
	},
	"rotateHackathonInviteToken": {
		doc:   `mutation($id: ID!) { rotateHackathonInviteToken(input: {hackathonId: $id}) { hackathon { id } } }`,
		vars:  freshID,
		fresh: true,
	},
}

const matrixParticipant = `{ id hackathonId status banned presentAtHackathon registeredAt person ` + matrixPerson + ` }`

// newParticipant registers a new user in the target and returns the
// participant id.
func (w *matrixWorld) newParticipant(t *testing.T) int64 {
	t.Helper()
	u := w.env.NewUser(t, "registrant")
	w.mu.Lock()
	w.registrants = append(w.registrants, u)
	w.mu.Unlock()
	hackathonID := intID(w.target.id)
	_, err := w.env.Store.JoinHackathon(t.Context(), hackathonID, u.ID)
	require.NoError(t, err)
	id, err := w.env.Store.ParticipantIDOfUser(t.Context(), hackathonID, u.ID)
	require.NoError(t, err)
	return id
}

// freshID aims at the row's own new hackathon.
func freshID(_ *testing.T, _ *matrixWorld, tg matrixHackathon) map[string]any {
	return map[string]any{"id": tg.id}
}
