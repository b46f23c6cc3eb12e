package graph_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

// Fixtures of the judging tests: categories, teams and submitted
// submissions written straight to the tables. merge: the submissions
// domain (branch submit) may offer store functions to use instead.

// judgingCategory adds a category with an empty template and returns its id.
func judgingCategory(t *testing.T, env *apitest.Env, hackathonID int64, name string, isDefault bool) int64 {
	t.Helper()
	var id int64
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), `
	  WITH tpl AS (INSERT INTO submission_templates (hackathon_id, schema) VALUES ($1, '{"type":"object"}') RETURNING id)
	  INSERT INTO competition_categories (hackathon_id, name, is_default, template_id) SELECT $1, $2, $3, id FROM tpl RETURNING id`,
		hackathonID, name, isDefault).Scan(&id))
	return id
}

// judgingTeamSubmission makes a team of the members (participants of the
// hackathon) and its submitted submission in the category; returns the
// submission's id.
func judgingTeamSubmission(t *testing.T, env *apitest.Env, hackathonID, categoryID int64, team string, members ...int64) int64 {
	t.Helper()
	var teamID, id int64
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(),
		`INSERT INTO teams (hackathon_id, name) VALUES ($1, $2) RETURNING id`, hackathonID, team).Scan(&teamID))
	for i, m := range members {
		role := "MEMBER"
		if i == 0 {
			role = "ADMIN"
		}
		_, err := env.Store.Pool().Exec(t.Context(),
			`INSERT INTO team_members (team_id, hackathon_id, user_id, role) VALUES ($1, $2, $3, $4)`, teamID, hackathonID, m, role)
		require.NoError(t, err)
	}
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), `
	  INSERT INTO submissions (hackathon_id, team_id, category_id, response, submitted, submitted_at)
	  VALUES ($1, $2, $3, '{"title":"`+team+`"}', true, now()) RETURNING id`, hackathonID, teamID, categoryID).Scan(&id))
	return id
}

// judgingPhase sets the hackathon's phase and judging flags.
func judgingPhase(t *testing.T, env *apitest.Env, hackathonID int64, phase string) {
	t.Helper()
	_, err := env.Store.Pool().Exec(t.Context(),
		`UPDATE hackathons SET phase = $2, has_judges = true, has_popular_vote = true WHERE id = $1`, hackathonID, phase)
	require.NoError(t, err)
}
