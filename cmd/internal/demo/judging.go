package demo

import (
	"context"
	"encoding/json"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
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
	team, title, pitch string
	scores             []int32
}{
	{"Solar Sprinters", "A route planner for e-bikes that follows the sun", "It plans rides along the sunniest streets, so that solar-charged bikes never run flat.", []int32{8, 7, 4}},
	{"Carbon Counters", "Receipts that show the carbon of every purchase", "Every till slip lists the carbon of what you bought, and a greener swap for next time.", []int32{9, 5, 3}},
	{"Tree Trackers", "Satellite alerts for illegal logging", "Rangers get a text within a day of a clearing appearing on the satellite images.", []int32{6, 8, 5}},
}

// demoJudgedTemplate is the Main category's form: a title, a pitch and links.
const demoJudgedTemplate = `{"type":"object","additionalProperties":false,"properties":{
  "title":{"type":"string","title":"Project title","x-kind":"shortText"},
  "pitch":{"type":"string","title":"Pitch","x-kind":"longText"},
  "repository":{"type":"string","title":"Repository","x-kind":"repositoryUrl"}},
 "required":["title"],"x-order":["title","pitch","repository"]}`

func seedJudging(ctx context.Context, st *store.Store, users map[string]int64, judging, complete record.Hackathon) error {
	for _, h := range []record.Hackathon{judging, complete} {
		criteria, err := st.CreateJudgingCriteria(ctx, h.ID, demoCriteria)
		if err != nil {
			return err
		}
		subs, err := demoSubmissionRows(ctx, st, users, h.ID)
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

// demoSubmissionRows makes a Main category and, through the store as the
// app would, the demo submissions: for each, a crowd member joins, creates
// the team and submits.
func demoSubmissionRows(ctx context.Context, st *store.Store, users map[string]int64, hackathonID int64) ([]record.Submission, error) {
	categoryID, err := st.CreateCompetitionCategory(ctx, hackathonID, "Main", []byte(demoJudgedTemplate))
	if err != nil {
		return nil, err
	}
	var out []record.Submission
	for i, s := range demoSubmissions {
		member := users[crowdEmail(i)]
		if _, err := st.JoinHackathon(ctx, hackathonID, member); err != nil {
			return nil, err
		}
		team, err := st.CreateTeam(ctx, store.NewTeam{HackathonID: hackathonID, Name: s.team, CreatorID: member})
		if err != nil {
			return nil, err
		}
		response, err := json.Marshal(map[string]string{"title": s.title, "pitch": s.pitch, "repository": "https://github.com/hackforge-demo/" + slug(s.team)})
		if err != nil {
			return nil, err
		}
		draft, err := st.SaveSubmissionResponse(ctx, hackathonID, team.ID, categoryID, member, response)
		if err != nil {
			return nil, err
		}
		sub, err := st.MarkSubmitted(ctx, draft.ID, false)
		if err != nil {
			return nil, err
		}
		out = append(out, sub)
	}
	return out, nil
}
