package demo

import (
	"context"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// CompetitionName is the demo competition of the first demo hackathon
// (which has gamification).
const CompetitionName = "Booth quest"

// demoItems are the competition's scorable items and their maximum scores.
var demoItems = []struct {
	name, description string
	max               int32
}{
	{"Sponsor booth visit", "Scan in at a sponsor's booth.", 10},
	{"Lightning talk", "Give a five-minute talk on stage.", 25},
	{"Bug bounty", "Find a bug in the platform.", 50},
}

// seedGamification gives the hackathon a competition with items and scores
// for its first participants, with one correction and a tie, so that the
// dashboard, the live leaderboard and the history show something.
func seedGamification(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	c, err := st.CreateCompetition(ctx, h.ID, CompetitionName, "Collect points around the venue; the top three win a prize.")
	if err != nil {
		return err
	}
	items := make([]record.ScorableItem, len(demoItems))
	for i, it := range demoItems {
		if items[i], err = st.CreateScorableItem(ctx, c.ID, store.ScorableItemFields{
			Name: it.name, Description: it.description, MaxScore: it.max,
		}); err != nil {
			return err
		}
	}
	people, _, err := st.Participants(ctx, store.ParticipantQuery{HackathonID: h.ID, Limit: 6})
	if err != nil {
		return err
	}
	// Points per participant (in list order) per item; the first two tie.
	points := [][]int32{{10, 20, 0}, {5, 25, 0}, {8, 0, 0}, {3, 10, 40}, {0, 15, 0}, {7, 0, 0}}
	for i, p := range people {
		for j, n := range points[i%len(points)] {
			if n == 0 {
				continue
			}
			if _, err := st.AwardScore(ctx, items[j], p.ID, n, users[hero]); err != nil {
				return err
			}
		}
	}
	if len(people) == 0 {
		return nil
	}
	first, err := st.LatestScore(ctx, items[0].ID, people[0].ID)
	if err != nil {
		return err
	}
	_, err = st.CorrectScore(ctx, first, 9, "Scanned twice at the same booth", users[manager])
	return err
}
