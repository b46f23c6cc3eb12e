package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

func init() {
	maps.Copy(matrixOperations, matrixGamificationOperations)
}

// matrixCompetition is a new competition of the target (with gamification
// switched on, which changes nothing for the other cells) with one item.
type matrixCompetition struct {
	competition, item int64
	storeItem         record.ScorableItem
}

func (w *matrixWorld) newCompetition(t *testing.T) matrixCompetition {
	t.Helper()
	ctx, st := t.Context(), w.env.Store
	w.gamified(t)
	c, err := st.CreateCompetition(ctx, intID(w.target.id), "Matrix quest", "")
	require.NoError(t, err)
	it, err := st.CreateScorableItem(ctx, c.ID, store.ScorableItemFields{Name: "Booth visit", MaxScore: 10})
	require.NoError(t, err)
	return matrixCompetition{competition: c.ID, item: it.ID, storeItem: it}
}

// gamified switches gamification on in the target.
func (w *matrixWorld) gamified(t *testing.T) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET has_gameification = true WHERE id = $1`, intID(w.target.id))
	require.NoError(t, err)
}

func onCompetition(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.newCompetition(t).competition}
}

func onItem(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.newCompetition(t).item}
}

const (
	matrixItem              = `{ id competitionId name description maxScore }`
	matrixCompetitionFields = `{ id hackathonId name description scorableItems ` + matrixItem + ` viewerCan { manage award seeHistory } }`
	matrixContestant        = `{ id displayName }`
	matrixScore             = `{ id competitionId scorableItemId participant ` + matrixContestant + ` score correctsId reason awardedBy createdAt }`
	matrixTotal             = `{ rank total participant ` + matrixContestant + ` }`
	matrixLeaderboard       = `{ id competition { id name } scoreTotals(first: 10) ` + matrixTotal + ` participantCount myRank ` + matrixTotal + ` lastScoreId }`
)

// matrixGamificationOperations are the rows of competitions, scorable
// items, scores and leaderboards.
var matrixGamificationOperations = map[string]matrixOperation{
	"competitions": {doc: `query($id: ID!) { competitions(hackathonId: $id) ` + matrixCompetitionFields + ` }`, vars: targetID},
	"competition":  {doc: `query($id: ID!) { competition(id: $id) ` + matrixCompetitionFields + ` }`, vars: onCompetition},
	"leaderboard":  {doc: `query($id: ID!) { leaderboard(competitionId: $id) ` + matrixLeaderboard + ` }`, vars: onCompetition},
	"leaderboards": {doc: `query($id: ID!) { leaderboards(hackathonId: $id) ` + matrixLeaderboard + ` }`, vars: targetID},
	"scores":       {doc: `query($id: ID!) { scores(competitionId: $id) ` + matrixScore + ` }`, vars: onCompetition},
	"contestants":  {doc: `query($id: ID!) { contestants(hackathonId: $id, search: "a") ` + matrixContestant + ` }`, vars: targetID},
	"createCompetition": {
		doc: `mutation($id: ID!) { createCompetition(input: {hackathonId: $id, name: "Quest"}) { competition ` + matrixCompetitionFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			w.gamified(t)
			return map[string]any{"id": w.target.id}
		},
	},
	"updateCompetition": {
		doc:  `mutation($id: ID!) { updateCompetition(input: {id: $id, name: "Quest 2"}) { competition ` + matrixCompetitionFields + ` } }`,
		vars: onCompetition,
	},
	"deleteCompetition": {doc: `mutation($id: ID!) { deleteCompetition(input: {id: $id}) { deletedId } }`, vars: onCompetition},
	"createScorableItem": {
		doc:  `mutation($id: ID!) { createScorableItem(input: {competitionId: $id, name: "Quiz", maxScore: 5}) { scorableItem ` + matrixItem + ` } }`,
		vars: onCompetition,
	},
	"updateScorableItem": {
		doc:  `mutation($id: ID!) { updateScorableItem(input: {id: $id, name: "Quiz", maxScore: 7}) { scorableItem ` + matrixItem + ` } }`,
		vars: onItem,
	},
	"deleteScorableItem": {doc: `mutation($id: ID!) { deleteScorableItem(input: {id: $id}) { deletedId } }`, vars: onItem},
	"awardScore": {
		doc: `mutation($item: ID!, $p: ID!) { awardScore(input: {scorableItemId: $item, participantId: $p, score: 4}) { score ` + matrixScore + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"item": w.newCompetition(t).item, "p": w.newParticipant(t)}
		},
	},
	"correctScore": {
		doc: `mutation($id: ID!) { correctScore(input: {scoreId: $id, score: 6, reason: "Miscounted"}) { score ` + matrixScore + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			c := w.newCompetition(t)
			sc, err := w.env.Store.AwardScore(t.Context(), c.storeItem, w.newParticipant(t), 3, w.users[asCreator].ID)
			require.NoError(t, err)
			return map[string]any{"id": sc.ID}
		},
	},
}
