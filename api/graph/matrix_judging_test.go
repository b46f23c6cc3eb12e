package graph_test

import (
	"maps"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func init() {
	maps.Copy(matrixOperations, matrixJudgingOperations)
}

// The judging rows aim at the target hackathon (hasJudges, before
// JUDGING), where a team outside the matrix has a submitted submission and
// the hackathon one criterion; the "/judging" and "/voting" variants get a
// fresh hackathon in JUDGING or POPULAR_VOTE with the same fixtures.
type matrixJudging struct{ submissionID, criterionID int64 }

var (
	matrixJudgingMu   sync.Mutex
	matrixJudgingOnce = map[*matrixWorld]matrixJudging{}
)

// judgingFixtures gives h a category, a submission of a team outside the
// matrix and a criterion.
func (w *matrixWorld) judgingFixtures(t *testing.T, h matrixHackathon) matrixJudging {
	t.Helper()
	id := intID(h.id)
	cat := judgingCategory(t, w.env, id, "Main", true)
	sub := judgingTeamSubmission(t, w.env, id, cat, "Outsiders")
	cs, err := w.env.Store.CreateJudgingCriteria(t.Context(), id, []store.CriterionFields{{Name: "Idea", MaxScore: 10, Type: domain.CriteriaScore}})
	require.NoError(t, err)
	return matrixJudging{submissionID: sub, criterionID: cs[0].ID}
}

func (w *matrixWorld) judging(t *testing.T) matrixJudging {
	t.Helper()
	matrixJudgingMu.Lock()
	defer matrixJudgingMu.Unlock()
	if m, ok := matrixJudgingOnce[w]; ok {
		return m
	}
	m := w.judgingFixtures(t, w.target)
	matrixJudgingOnce[w] = m
	return m
}

// inPhase turns the cell's fresh hackathon to phase, with judges and the
// popular vote, and gives it the fixtures.
func (w *matrixWorld) inPhase(t *testing.T, tg matrixHackathon, phase string) matrixJudging {
	t.Helper()
	m := w.judgingFixtures(t, tg)
	judgingPhase(t, w.env, intID(tg.id), phase)
	return m
}

func judgingSubmissionVars(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.judging(t).submissionID}
}

func newCriterionVars(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	w.judging(t)
	cs, err := w.env.Store.CreateJudgingCriteria(t.Context(), intID(w.target.id), []store.CriterionFields{{Name: "Extra", MaxScore: 5, Type: domain.CriteriaScore}})
	require.NoError(t, err)
	return map[string]any{"id": cs[0].ID}
}

const (
	matrixCriterion        = `{ id name maxScore type typeDisplay position }`
	matrixJudgedSubmission = `{ id judgingStatus judgingProgress totalJudges maxScore averageScore }`
	matrixVote             = `{ open countsVisible canVote entries { submission { id } votes myVote ownTeam } }`
)

var matrixJudgingOperations = map[string]matrixOperation{
	"judgingCriteria": {doc: `query($id: ID!) { judgingCriteria(hackathonId: $id) ` + matrixCriterion + ` }`, vars: targetID},
	"submissionsForJudging": {doc: `query($id: ID!) { submissionsForJudging(hackathonId: $id) ` + matrixJudgedSubmission + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.judging(t)
			return targetID(t, w, tg)
		}},
	"submissionsForJudging/judging": {doc: `query($id: ID!) { submissionsForJudging(hackathonId: $id) ` + matrixJudgedSubmission + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.inPhase(t, tg, "JUDGING")
			return map[string]any{"id": tg.id}
		}, fresh: true},
	"submissionForJudging": {doc: `query($id: ID!) { submissionForJudging(id: $id) ` + matrixJudgedSubmission + ` }`, vars: judgingSubmissionVars},
	"judgingScores":        {doc: `query($id: ID!) { judgingScores(submissionId: $id) { id score judgeName } }`, vars: judgingSubmissionVars},
	"judgingResults": {doc: `query($id: ID!) { judgingResults(hackathonId: $id) { maxScore categories { categoryName standings { rank rawScore normalizedScore } } judges { judgeName } } }`,
		vars: targetID},
	"popularVote": {doc: `query($id: ID!) { popularVote(hackathonId: $id) ` + matrixVote + ` }`, vars: targetID},
	"popularVote/voting": {doc: `query($id: ID!) { popularVote(hackathonId: $id) ` + matrixVote + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.inPhase(t, tg, "POPULAR_VOTE")
			return map[string]any{"id": tg.id}
		}, fresh: true},
	"popularVoteEntry": {doc: `query($id: ID!) { popularVoteEntry(submissionId: $id) { votes myVote ownTeam } }`, vars: judgingSubmissionVars},
	"createJudgingCriterion": {
		doc:  `mutation($id: ID!) { createJudgingCriterion(input: {hackathonId: $id, criterion: {name: "Impact", maxScore: 5}}) { judgingCriterion ` + matrixCriterion + ` } }`,
		vars: targetID,
	},
	"createJudgingCriteria": {
		doc: `mutation($id: ID!) { createJudgingCriteria(input: {hackathonId: $id, criteria: [{name: "A", maxScore: 5}, {name: "B", maxScore: 3, type: RATING}]}) {
		  judgingCriteria ` + matrixCriterion + ` } }`,
		vars: targetID,
	},
	"updateJudgingCriterion": {
		doc:  `mutation($id: ID!) { updateJudgingCriterion(input: {id: $id, criterion: {name: "Renamed", maxScore: 5}}) { judgingCriterion ` + matrixCriterion + ` } }`,
		vars: newCriterionVars,
	},
	"deleteJudgingCriterion": {doc: `mutation($id: ID!) { deleteJudgingCriterion(input: {id: $id}) { deletedId } }`, vars: newCriterionVars},
	"reorderJudgingCriteria": {
		doc: `mutation($id: ID!, $ids: [ID!]!) { reorderJudgingCriteria(input: {hackathonId: $id, criteriaIds: $ids}) { judgingCriteria ` + matrixCriterion + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			m := w.judgingFixtures(t, tg)
			cs, err := w.env.Store.CreateJudgingCriteria(t.Context(), intID(tg.id), []store.CriterionFields{{Name: "Second", MaxScore: 5, Type: domain.CriteriaScore}})
			require.NoError(t, err)
			return map[string]any{"id": tg.id, "ids": []int64{cs[0].ID, m.criterionID}}
		},
		fresh: true,
	},
	"setJudgingAssignment": {
		doc:  `mutation($id: ID!) { setJudgingAssignment(input: {hackathonId: $id}) { hackathon { id judgesPerSubmission } } }`,
		vars: targetID,
	},
	"updateJudgingScores": {
		doc: `mutation($id: ID!, $c: ID!) { updateJudgingScores(input: {submissionId: $id, scores: [{criteriaId: $c, score: 3}], completed: true}) {
		  submission ` + matrixJudgedSubmission + ` scores { score completed } } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			m := w.judging(t)
			return map[string]any{"id": m.submissionID, "c": m.criterionID}
		},
	},
	"updateJudgingScores/judging": {
		doc: `mutation($id: ID!, $c: ID!) { updateJudgingScores(input: {submissionId: $id, scores: [{criteriaId: $c, score: 3}], completed: true}) {
		  submission ` + matrixJudgedSubmission + ` scores { score completed } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			m := w.inPhase(t, tg, "JUDGING")
			return map[string]any{"id": m.submissionID, "c": m.criterionID}
		},
		fresh: true,
	},
	"castPopularVote": {doc: `mutation($id: ID!) { castPopularVote(input: {submissionId: $id}) { popularVote ` + matrixVote + ` } }`, vars: judgingSubmissionVars},
	"castPopularVote/voting": {doc: `mutation($id: ID!) { castPopularVote(input: {submissionId: $id}) { popularVote ` + matrixVote + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.inPhase(t, tg, "POPULAR_VOTE").submissionID}
		}, fresh: true},
}
