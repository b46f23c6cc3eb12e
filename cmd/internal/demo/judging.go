package demo

import (
	"context"
	"encoding/json"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
)

// Judging: Climate Hack (JUDGING) and Fintech Jam (COMPLETE) each get
// three criteria, a Main category and three submitted submissions. Jude
// Judge has judged one of Climate Hack's and every one of Fintech Jam's,
// whose results are published.

var demoCriteria = []store.CriterionFields{
	{Name: "Idea", Description: "How new and useful the idea is.", MaxScore: 10, Type: domain.CriteriaScore},
	{Name: "Execution", Description: "How far the team got, and how well it works.", MaxScore: 10, Type: domain.CriteriaScore},
	{Name: "Presentation", Description: "How clearly the team tells its story.", MaxScore: 5, Type: domain.CriteriaRating},
}

var demoSubmissions = []struct {
	team, title string
	scores      []int32
}{
	{"Solar Sprinters", "A route planner for e-bikes that follows the sun", []int32{8, 7, 4}},
	{"Carbon Counters", "Receipts that show the carbon of every purchase", []int32{9, 5, 3}},
	{"Tree Trackers", "Satellite alerts for illegal logging", []int32{6, 8, 5}},
}

func seedJudging(ctx context.Context, st *store.Store, users map[string]int64, judging, complete db.Hackathon) error {
	for _, h := range []db.Hackathon{judging, complete} {
		criteria, err := st.CreateJudgingCriteria(ctx, h.ID, demoCriteria)
		if err != nil {
			return err
		}
		subs, err := demoSubmissionRows(ctx, st, h.ID)
		if err != nil {
			return err
		}
		for i, sub := range subs {
			if h.ID == judging.ID && i > 0 {
				break // Jude has judged only the first so far
			}
			var scores []store.Score
			for j, c := range criteria {
				scores = append(scores, store.Score{CriterionID: c.ID, Score: demoSubmissions[i].scores[j]})
			}
			done := true
			if err := st.SaveScores(ctx, sub, users[judge], scores, &done); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoSubmissionRows writes a category, teams and their submitted
// submissions. merge: the submissions domain's store functions (branch
// submit) may replace these statements.
func demoSubmissionRows(ctx context.Context, st *store.Store, hackathonID int64) ([]db.Submission, error) {
	var categoryID int64
	err := st.Pool().QueryRow(ctx, `
	  WITH tpl AS (INSERT INTO submission_templates (hackathon_id, schema) VALUES ($1, '{"type":"object","properties":{"title":{"type":"string"}}}') RETURNING id)
	  INSERT INTO competition_categories (hackathon_id, name, is_default, template_id) SELECT $1, 'Main', true, id FROM tpl RETURNING id`, hackathonID).Scan(&categoryID)
	if err != nil {
		return nil, err
	}
	var out []db.Submission
	for _, s := range demoSubmissions {
		response, err := json.Marshal(map[string]string{"title": s.title})
		if err != nil {
			return nil, err
		}
		var id int64
		err = st.Pool().QueryRow(ctx, `
		  WITH t AS (INSERT INTO teams (hackathon_id, name) VALUES ($1, $2) RETURNING id)
		  INSERT INTO submissions (hackathon_id, team_id, category_id, response, submitted, submitted_at)
		  SELECT $1, t.id, $3, $4, true, now() FROM t RETURNING id`, hackathonID, s.team, categoryID, response).Scan(&id)
		if err != nil {
			return nil, err
		}
		sub, err := st.JudgedSubmission(ctx, id)
		if err != nil {
			return nil, err
		}
		out = append(out, sub)
	}
	return out, nil
}
