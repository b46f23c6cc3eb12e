package graph_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const (
	criterionSel         = `{ id name description maxScore type typeDisplay position }`
	createCriteriaOp     = `mutation($id: ID!, $criteria: [JudgingCriterionFields!]!) { createJudgingCriteria(input: {hackathonId: $id, criteria: $criteria}) { judgingCriteria ` + criterionSel + ` } }`
	updateCriterionOp    = `mutation($id: ID!, $c: JudgingCriterionFields!, $confirm: Boolean) { updateJudgingCriterion(input: {id: $id, criterion: $c, confirm: $confirm}) { judgingCriterion ` + criterionSel + ` } }`
	deleteCriterionOp    = `mutation($id: ID!, $confirm: Boolean) { deleteJudgingCriterion(input: {id: $id, confirm: $confirm}) { deletedId } }`
	reorderCriteriaOp    = `mutation($id: ID!, $ids: [ID!]!) { reorderJudgingCriteria(input: {hackathonId: $id, criteriaIds: $ids}) { judgingCriteria ` + criterionSel + ` } }`
	criteriaOp           = `query($id: ID!) { judgingCriteria(hackathonId: $id) ` + criterionSel + ` }`
	judgingSubmissionSel = `{ id judgingStatus myJudgingStatus judgingProgress totalJudges myScore maxScore averageScore team { name } competitionCategory { name } viewerCan { score } }`
	forJudgingOp         = `query($id: ID!) { submissionsForJudging(hackathonId: $id) ` + judgingSubmissionSel + ` }`
	scoreOp              = `mutation($id: ID!, $scores: [JudgingScoreInput!]!, $completed: Boolean) { updateJudgingScores(input: {submissionId: $id, scores: $scores, completed: $completed}) {
	  submission ` + judgingSubmissionSel + ` scores { score completed criteria { id } judgeId } } }`
	judgingScoresOp = `query($id: ID!, $judging: Boolean) { judgingScores(submissionId: $id, judging: $judging) { score criteria { id name } judgeId } }`
	resultsOp       = `query($id: ID!) { judgingResults(hackathonId: $id) { maxScore categories { categoryName standings { count submissionId teamId teamName rank tied judged rawScore normalizedScore } }
	  judges { judgeId completed assigned } } }`
	popularVoteOp = `query($id: ID!) { popularVote(hackathonId: $id) { open countsVisible canVote entries { submission { id } votes myVote ownTeam } } }`
	castVoteOp    = `mutation($id: ID!) { castPopularVote(input: {submissionId: $id}) { popularVote { entries { submission { id } myVote votes } } } }`
)

type criterion struct {
	ID, Name, Description, Type, TypeDisplay string
	MaxScore, Position                       int
}

type judgedSubmission struct {
	ID                                     string
	JudgingStatus, MyJudgingStatus         *string
	JudgingProgress, TotalJudges, MaxScore int
	MyScore                                *int
	AverageScore                           *float64
	Team, CompetitionCategory              struct{ Name string }
	ViewerCan                              struct{ Score bool }
}

// errField is the field named by the only error.
func errField(t *testing.T, errs []apitest.GraphQLError) string {
	t.Helper()
	require.Len(t, errs, 1, "%+v", errs)
	f, _ := errs[0].Extensions["field"].(string)
	return f
}

func createCriteria(t *testing.T, u apitest.User, hackathonID string, criteria ...map[string]any) []criterion {
	t.Helper()
	var out struct {
		CreateJudgingCriteria struct{ JudgingCriteria []criterion }
	}
	require.Empty(t, u.Client.GraphQL(createCriteriaOp, map[string]any{"id": hackathonID, "criteria": criteria}, &out))
	return out.CreateJudgingCriteria.JudgingCriteria
}

func scores(pairs ...any) []map[string]any {
	out := []map[string]any{}
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, map[string]any{"criteriaId": pairs[i], "score": pairs[i+1]}) //nolint:gosec // G602: pairs come in twos; an odd count is a broken test
	}
	return out
}

func sid(id int64) string { return fmt.Sprint(id) }

func TestJudgingCriteriaEditing(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "JUDGING")

	assert.Equal(t, "criteria.1.maxScore", errField(t, w.manager.Client.GraphQL(createCriteriaOp, map[string]any{"id": w.inviteOnlyID,
		"criteria": []map[string]any{{"name": "Idea", "maxScore": 10}, {"name": "Code", "maxScore": 0}}}, nil)))
	assert.Equal(t, "criteria.0.name", errField(t, w.manager.Client.GraphQL(createCriteriaOp, map[string]any{"id": w.inviteOnlyID,
		"criteria": []map[string]any{{"name": "  ", "maxScore": 3}}}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(createCriteriaOp, map[string]any{"id": w.inviteOnlyID,
		"criteria": []map[string]any{{"name": "Idea", "maxScore": 10}}}, nil)))

	cs := createCriteria(t, w.manager, w.inviteOnlyID,
		map[string]any{"name": "Idea", "description": "How new", "maxScore": 10},
		map[string]any{"name": "Design", "maxScore": 5, "type": "RATING"})
	require.Len(t, cs, 2)
	assert.Equal(t, "Rating (stars)", cs[1].TypeDisplay)
	assert.Less(t, cs[0].Position, cs[1].Position)

	var reordered struct {
		ReorderJudgingCriteria struct{ JudgingCriteria []criterion }
	}
	require.Empty(t, w.creator.Client.GraphQL(reorderCriteriaOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{cs[1].ID, cs[0].ID}}, &reordered))
	assert.Equal(t, []string{"Design", "Idea"}, []string{reordered.ReorderJudgingCriteria.JudgingCriteria[0].Name, reordered.ReorderJudgingCriteria.JudgingCriteria[1].Name})
	assert.Equal(t, "criteriaIds", errField(t, w.creator.Client.GraphQL(reorderCriteriaOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{cs[1].ID}}, nil)))

	// Before any score, changes need no confirmation.
	require.Empty(t, w.manager.Client.GraphQL(updateCriterionOp, map[string]any{"id": cs[0].ID, "c": map[string]any{"name": "Novelty", "maxScore": 10}}, nil))

	// A judge scores both criteria; then changes need confirm.
	cat := judgingCategory(t, w.env, hid, "Main", true)
	sub := judgingTeamSubmission(t, w.env, hid, cat, "Rockets", w.participant.ID)
	require.Empty(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(sub), "scores": scores(cs[0].ID, 7, cs[1].ID, 4)}, nil))

	errs := w.manager.Client.GraphQL(updateCriterionOp, map[string]any{"id": cs[0].ID, "c": map[string]any{"name": "Novelty!", "maxScore": 10}}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, "confirm", errField(t, errs))
	assert.Equal(t, "CONFLICT", code(t, w.manager.Client.GraphQL(deleteCriterionOp, map[string]any{"id": cs[0].ID}, nil)))

	// Confirmed: a new maxScore discards this criterion's scores only.
	require.Empty(t, w.manager.Client.GraphQL(updateCriterionOp, map[string]any{"id": cs[1].ID, "c": map[string]any{"name": "Design", "maxScore": 3}, "confirm": true}, nil))
	var got struct {
		JudgingScores []struct {
			Score    int
			Criteria struct{ ID string }
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(judgingScoresOp, map[string]any{"id": sid(sub)}, &got))
	require.Len(t, got.JudgingScores, 1, "the unchanged criterion keeps its score")
	assert.Equal(t, cs[0].ID, got.JudgingScores[0].Criteria.ID)
	assert.Equal(t, 7, got.JudgingScores[0].Score)
	var listed struct{ SubmissionsForJudging []judgedSubmission }
	require.Empty(t, w.judge.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &listed))
	require.Len(t, listed.SubmissionsForJudging, 1)
	require.NotNil(t, listed.SubmissionsForJudging[0].MyScore)
	assert.Equal(t, 7, *listed.SubmissionsForJudging[0].MyScore, "the judge's total drops the discarded score")

	require.Empty(t, w.manager.Client.GraphQL(deleteCriterionOp, map[string]any{"id": cs[1].ID, "confirm": true}, nil))
	var list struct{ JudgingCriteria []criterion }
	require.Empty(t, w.judge.Client.GraphQL(criteriaOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Len(t, list.JudgingCriteria, 1)
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(criteriaOp, map[string]any{"id": w.inviteOnlyID}, nil)))
}

func TestJudgingScoringRules(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "HACKING")
	cs := createCriteria(t, w.creator, w.inviteOnlyID, map[string]any{"name": "Idea", "maxScore": 10}, map[string]any{"name": "Code", "maxScore": 5})
	cat := judgingCategory(t, w.env, hid, "Main", true)
	// A second judge is a member of team Owls: they never judge it.
	member := w.env.NewUser(t, "judging-member")
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, member.ID, domain.RoleJudge))
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, member.ID, domain.RoleParticipant))
	rockets := judgingTeamSubmission(t, w.env, hid, cat, "Rockets", w.participant.ID)
	owls := judgingTeamSubmission(t, w.env, hid, cat, "Owls", member.ID)

	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, nil)), "not before JUDGING")
	var all struct{ SubmissionsForJudging []judgedSubmission }
	require.Empty(t, w.manager.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &all), "organizers always")
	assert.Len(t, all.SubmissionsForJudging, 2)
	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(cs[0].ID, 1)}, nil)))

	judgingPhase(t, w.env, hid, "JUDGING")
	var mine struct{ SubmissionsForJudging []judgedSubmission }
	require.Empty(t, member.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &mine))
	require.Len(t, mine.SubmissionsForJudging, 1, "no judge judges their own team")
	assert.Equal(t, sid(rockets), mine.SubmissionsForJudging[0].ID)
	assert.True(t, mine.SubmissionsForJudging[0].ViewerCan.Score, "an assigned judge scores during JUDGING")
	assert.Equal(t, "FORBIDDEN", code(t, member.Client.GraphQL(scoreOp, map[string]any{"id": sid(owls), "scores": scores(cs[0].ID, 1)}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, nil)))

	errs := w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(cs[0].ID, 7, cs[1].ID, 6)}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "scores.1.score", errField(t, errs))
	assert.Contains(t, errs[0].Message, "Code", "the error names the criterion")
	var none struct{ JudgingScores []struct{ Score int } }
	require.Empty(t, w.judge.Client.GraphQL(judgingScoresOp, map[string]any{"id": sid(rockets), "judging": true}, &none))
	assert.Empty(t, none.JudgingScores, "nothing half-written")
	assert.Equal(t, "completed", errField(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(cs[0].ID, 7), "completed": true}, nil)),
		"completed needs every criterion scored")

	var scored struct {
		UpdateJudgingScores struct{ Submission judgedSubmission }
	}
	require.Empty(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(cs[0].ID, 7, cs[1].ID, 4)}, &scored))
	s := scored.UpdateJudgingScores.Submission
	assert.Equal(t, "IN_PROGRESS", *s.MyJudgingStatus)
	assert.Equal(t, 11, *s.MyScore)
	assert.Equal(t, 15, s.MaxScore)
	assert.Equal(t, 2, s.TotalJudges, "both judges judge Rockets")
	assert.Equal(t, 0, s.JudgingProgress)
	assert.Equal(t, "Rockets", s.Team.Name)
	assert.NotEmpty(t, s.CompetitionCategory.Name)

	require.Empty(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(), "completed": true}, &scored))
	s = scored.UpdateJudgingScores.Submission
	assert.Equal(t, "COMPLETED", *s.MyJudgingStatus)
	assert.Equal(t, "IN_PROGRESS", *s.JudgingStatus, "one of two judges done")
	assert.Equal(t, 1, s.JudgingProgress)
	assert.Nil(t, s.AverageScore, "averages are for organizers until COMPLETE")

	var owlsJudges struct{ SubmissionsForJudging []judgedSubmission }
	require.Empty(t, w.creator.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &owlsJudges))
	for _, x := range owlsJudges.SubmissionsForJudging {
		assert.False(t, x.ViewerCan.Score, "organizers do not score")
		if x.ID == sid(owls) {
			assert.Equal(t, 1, x.TotalJudges, "the member of Owls is left out")
		} else {
			require.NotNil(t, x.AverageScore)
			assert.InDelta(t, 11.0, *x.AverageScore, 1e-9)
		}
	}

	judgingPhase(t, w.env, hid, "COMPLETE")
	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(scoreOp, map[string]any{"id": sid(rockets), "scores": scores(cs[0].ID, 1)}, nil)), "scoring ends with JUDGING")
	require.Empty(t, w.judge.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &mine), "judges still read at COMPLETE")
	for _, x := range mine.SubmissionsForJudging {
		assert.False(t, x.ViewerCan.Score, "scoring ends with JUDGING")
	}
}

func TestJudgingBalancedAssignment(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "JUDGING")
	second := w.env.NewUser(t, "second-judge")
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, second.ID, domain.RoleJudge))
	createCriteria(t, w.creator, w.inviteOnlyID, map[string]any{"name": "Idea", "maxScore": 10})
	cat := judgingCategory(t, w.env, hid, "Main", true)
	for i := range 4 {
		judgingTeamSubmission(t, w.env, hid, cat, fmt.Sprintf("Team %d", i))
	}
	assert.Equal(t, "judgesPerSubmission", errField(t, w.creator.Client.GraphQL(`mutation($id: ID!) { setJudgingAssignment(input: {hackathonId: $id, judgesPerSubmission: -1}) { hackathon { id } } }`,
		map[string]any{"id": w.inviteOnlyID}, nil)))
	var set struct {
		SetJudgingAssignment struct {
			Hackathon struct{ JudgesPerSubmission *int }
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!) { setJudgingAssignment(input: {hackathonId: $id, judgesPerSubmission: 1}) { hackathon { judgesPerSubmission } } }`,
		map[string]any{"id": w.inviteOnlyID}, &set))
	require.NotNil(t, set.SetJudgingAssignment.Hackathon.JudgesPerSubmission)
	seen := map[string]bool{}
	for _, j := range []apitest.User{w.judge, second} {
		var out struct{ SubmissionsForJudging []judgedSubmission }
		require.Empty(t, j.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &out))
		assert.Len(t, out.SubmissionsForJudging, 2, "4 submissions, 1 judge each, 2 judges")
		for _, s := range out.SubmissionsForJudging {
			assert.Equal(t, 1, s.TotalJudges)
			assert.False(t, seen[s.ID], "each submission has one judge")
			seen[s.ID] = true
		}
	}
}
