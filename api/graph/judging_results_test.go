package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

// The judging results: standings normalised across judges, of active judges
// only. The operations are judging_test.go's.

// standings are a category's standings as columns.
type standings struct {
	Count                     int
	SubmissionID, TeamID      []string
	TeamName                  []string
	Rank, Judged              []int
	Tied                      []bool
	RawScore, NormalizedScore []float64
}

// A lenient and a harsh judge, the figures worked out by hand as in
// domain's TestRankSubmissionsLenientAndHarshJudges: the lenient judge
// gives A 10 and B 8 (z +1, -1), the harsh one C 5 and D 1 (mean 3, sd 2:
// z +1, -1). Raw, B (8) beats C (5); normalised, A and C tie first and
// B and D tie third.
func TestJudgingResultsNormalised(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "JUDGING")
	harsh := w.env.NewUser(t, "harsh")
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, harsh.ID, domain.RoleJudge))
	cs := createCriteria(t, w.creator, w.inviteOnlyID, map[string]any{"name": "Idea", "maxScore": 6}, map[string]any{"name": "Code", "maxScore": 4})
	cat := judgingCategory(t, w.env, hid, "Main", true)
	judgingCategory(t, w.env, hid, "Empty", false)
	a := judgingTeamSubmission(t, w.env, hid, cat, "A", w.participant.ID)
	b := judgingTeamSubmission(t, w.env, hid, cat, "B")
	c := judgingTeamSubmission(t, w.env, hid, cat, "C")
	d := judgingTeamSubmission(t, w.env, hid, cat, "D")
	judge := func(u apitest.User, sub int64, idea, code int) {
		require.Empty(t, u.Client.GraphQL(scoreOp, map[string]any{"id": sid(sub), "scores": scores(cs[0].ID, idea, cs[1].ID, code), "completed": true}, nil))
	}
	judge(w.judge, a, 6, 4) // 10
	judge(w.judge, b, 5, 3) // 8
	judge(harsh, c, 3, 2)   // 5
	judge(harsh, d, 1, 0)   // 1

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(resultsOp, map[string]any{"id": w.inviteOnlyID}, nil)), "not published before COMPLETE")
	var out struct {
		JudgingResults struct {
			MaxScore   int
			Categories []struct {
				CategoryName string
				Standings    standings
			}
			Judges []struct {
				JudgeID             string
				Completed, Assigned int
			}
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(resultsOp, map[string]any{"id": w.inviteOnlyID}, &out))
	r := out.JudgingResults
	assert.Equal(t, 10, r.MaxScore)
	require.Len(t, r.Categories, 2)
	assert.Equal(t, standings{SubmissionID: []string{}, TeamID: []string{}, TeamName: []string{}, Rank: []int{}, Judged: []int{}, Tied: []bool{},
		RawScore: []float64{}, NormalizedScore: []float64{}}, r.Categories[1].Standings)
	type row struct {
		id, team  string
		rank      int
		tied      bool
		judged    int
		raw, norm float64
	}
	var rows []row
	s := r.Categories[0].Standings
	require.Equal(t, 4, s.Count)
	for i := range s.Count {
		rows = append(rows, row{s.SubmissionID[i], s.TeamName[i], s.Rank[i], s.Tied[i], s.Judged[i], s.RawScore[i], s.NormalizedScore[i]})
	}
	assert.Equal(t, []row{{sid(a), "A", 1, true, 1, 10, 1}, {sid(c), "C", 1, true, 1, 5, 1}, {sid(b), "B", 3, true, 1, 8, -1}, {sid(d), "D", 3, true, 1, 1, -1}}, rows)
	assert.Len(t, s.TeamID, 4)
	require.Len(t, r.Judges, 2)
	for _, j := range r.Judges {
		assert.Equal(t, 2, j.Completed)
		assert.Equal(t, 4, j.Assigned, "every judge judges every submission by default")
	}

	judgingPhase(t, w.env, hid, "COMPLETE")
	var published struct {
		JudgingResults struct {
			Categories []struct{ Standings standings }
			Judges     []struct{ JudgeID string }
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(resultsOp, map[string]any{"id": w.inviteOnlyID}, &published), "published at COMPLETE")
	assert.Equal(t, 4, published.JudgingResults.Categories[0].Standings.Count)
	assert.Empty(t, published.JudgingResults.Judges, "judges' progress stays with organizers")
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(resultsOp, map[string]any{"id": w.inviteOnlyID}, nil)))
}

// The board keeps a judgment in its judge's and submission's cell: an
// inactive judge's judgments leave the results, and a completion outlives
// its scores when the criteria are all deleted.
func TestJudgingResultsOfActiveJudgesAndLastingCompletions(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "JUDGING")
	leaving := w.env.NewUser(t, "leaving-judge")
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, leaving.ID, domain.RoleJudge))
	cs := createCriteria(t, w.creator, w.inviteOnlyID, map[string]any{"name": "Idea", "maxScore": 10})
	cat := judgingCategory(t, w.env, hid, "Main", true)
	a := judgingTeamSubmission(t, w.env, hid, cat, "A")
	b := judgingTeamSubmission(t, w.env, hid, cat, "B")
	judge := func(u apitest.User, sub int64, score int) {
		require.Empty(t, u.Client.GraphQL(scoreOp, map[string]any{"id": sid(sub), "scores": scores(cs[0].ID, score), "completed": true}, nil))
	}
	judge(w.judge, a, 6)
	judge(leaving, a, 2)
	judge(leaving, b, 9)
	results := func() (map[string][2]float64, int) {
		t.Helper()
		var out struct {
			JudgingResults struct {
				Categories []struct{ Standings standings }
				Judges     []struct{ JudgeID string }
			}
		}
		require.Empty(t, w.manager.Client.GraphQL(resultsOp, map[string]any{"id": w.inviteOnlyID}, &out))
		s := out.JudgingResults.Categories[0].Standings
		judged := map[string][2]float64{}
		for i, id := range s.SubmissionID {
			judged[id] = [2]float64{float64(s.Judged[i]), s.RawScore[i]}
		}
		return judged, len(out.JudgingResults.Judges)
	}
	judged, judges := results()
	assert.Equal(t, map[string][2]float64{sid(a): {2, 4}, sid(b): {1, 9}}, judged)
	assert.Equal(t, 2, judges)

	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE judges SET status = 'INACTIVE' WHERE hackathon_id = $1 AND user_id = $2`, hid, leaving.ID)
	require.NoError(t, err)
	judged, judges = results()
	assert.Equal(t, map[string][2]float64{sid(a): {1, 6}, sid(b): {0, 0}}, judged, "an inactive judge's judgments do not count")
	assert.Equal(t, 1, judges)

	require.Empty(t, w.manager.Client.GraphQL(deleteCriterionOp, map[string]any{"id": cs[0].ID, "confirm": true}, nil))
	judged, _ = results()
	assert.Equal(t, map[string][2]float64{sid(a): {1, 0}, sid(b): {0, 0}}, judged, "the completion outlives its scores")
	var mine struct{ SubmissionsForJudging []judgedSubmission }
	require.Empty(t, w.judge.Client.GraphQL(forJudgingOp, map[string]any{"id": w.inviteOnlyID}, &mine))
	for _, s := range mine.SubmissionsForJudging {
		if s.ID == sid(a) {
			assert.Equal(t, "COMPLETED", *s.MyJudgingStatus)
			assert.Nil(t, s.MyScore, "no score left")
		}
	}
}
