package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

const voteOp = `mutation($id: ID!) { castPopularVote(input: {submissionId: $id}) { __typename } }`

// judged is a hackathon in phase with one category; its submissions come
// from submission.
func judged(t *testing.T, phase domain.Phase) (hackathon, int64) {
	t.Helper()
	h := newHackathon(t, func(n *store.NewHackathon) { n.HasJudges, n.HasPopularVote, n.MaxTeamSize = true, true, 10 })
	h.exec(t, `UPDATE hackathons SET phase = $2 WHERE id = $1`, h.ID, phase)
	category, err := h.env.Store.CreateCompetitionCategory(t.Context(), h.ID, "Main", []byte(`{"type":"object"}`))
	require.NoError(t, err)
	return h, category
}

// submission is the submitted work of a new team of admin's in the category.
func submission(t *testing.T, h hackathon, category int64, admin apitest.User) (store.TeamView, int64) {
	t.Helper()
	team := newTeam(t, h, admin)
	var sub int64
	require.NoError(t, h.env.Store.Pool().QueryRow(t.Context(), `
	  INSERT INTO submissions (hackathon_id, team_id, category_id, response, submitted, submitted_at)
	  VALUES ($1, $2, $3, '{}', true, now()) RETURNING id`, h.ID, team.ID, category).Scan(&sub))
	return team, sub
}

// Votes for every submission of a category at once: one vote stays.
func TestOnePopularVotePerCategory(t *testing.T) {
	t.Parallel()
	h, category := judged(t, domain.PhasePopularVote)
	teams := h.participants(t, racers/4)
	voter := h.participants(t, 1)[0]
	calls := make([]apitest.Call, racers)
	for i, admin := range teams {
		_, sub := submission(t, h, category, admin)
		for j := range 4 {
			calls[4*i+j] = apitest.Call{Client: voter.Client, Query: voteOp, Variables: map[string]any{"id": id(sub)}}
		}
	}

	assert.Equal(t, racers, winners(t, apitest.Race(calls)), "a new vote replaces the old")
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM popular_votes WHERE category_id = $1 AND voter_id = $2`, category, voter.ID))
}

// Voting for a team while accepting its invitation: the voter may end in
// the team, but never holding a vote for it.
func TestNoPopularVoteForOnesOwnTeamWhileJoiningIt(t *testing.T) {
	t.Parallel()
	h, category := judged(t, domain.PhasePopularVote)
	people := h.participants(t, 2)
	admin, voter := people[0], people[1]
	team, sub := submission(t, h, category, admin)
	invitation := invite(t, h, team, admin, voter)
	calls := make([]apitest.Call, racers)
	for i := range calls {
		calls[i] = apitest.Call{Client: voter.Client, Query: voteOp, Variables: map[string]any{"id": id(sub)}}
		if i%2 == 1 {
			calls[i] = apitest.Call{Client: voter.Client, Query: acceptOp, Variables: map[string]any{"id": invitation}}
		}
	}

	winners(t, apitest.Race(calls))
	assert.Equal(t, 1, activeMembers(t, h, team.ID)-1, "the invitation is accepted once")
	assert.Zero(t, count(t, h.env, `SELECT count(*) FROM popular_votes WHERE submission_id = $1 AND voter_id = $2`, sub, voter.ID),
		"no vote for one's own team")
}

// A judge saving one submission's scores many times at once keeps one
// score per criterion.
func TestOneScorePerJudgeSubmissionAndCriterion(t *testing.T) {
	t.Parallel()
	h, category := judged(t, domain.PhaseJudging)
	judge := h.env.NewUser(t, "judge")
	require.NoError(t, h.env.Store.AddHackathonRole(t.Context(), h.ID, judge.ID, domain.RoleJudge))
	criteria, err := h.env.Store.CreateJudgingCriteria(t.Context(), h.ID, []store.CriterionFields{
		{Name: "Impact", MaxScore: 10, Type: domain.CriteriaScore}, {Name: "Craft", MaxScore: 10, Type: domain.CriteriaScore},
	})
	require.NoError(t, err)
	_, sub := submission(t, h, category, h.participants(t, 1)[0])
	calls := make([]apitest.Call, racers)
	for i := range calls {
		calls[i] = apitest.Call{Client: judge.Client,
			Query: `mutation($id: ID!, $scores: [JudgingScoreInput!]!) { updateJudgingScores(input: {submissionId: $id, scores: $scores}) { __typename } }`,
			Variables: map[string]any{"id": id(sub), "scores": []map[string]any{
				{"criteriaId": id(criteria[0].ID), "score": i % 10}, {"criteriaId": id(criteria[1].ID), "score": 9 - i%10},
			}}}
	}

	assert.Equal(t, racers, winners(t, apitest.Race(calls)), "saving again replaces the scores")
	assert.Equal(t, 2, count(t, h.env, `SELECT count(*) FROM judging_scores WHERE submission_id = $1 AND judge_id = $2`, sub, judge.ID))
}
