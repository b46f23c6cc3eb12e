package demo

import (
	"context"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoTalentCriteria are the criteria of the talent system template of the
// first demo hackathon.
var demoTalentCriteria = []struct {
	name, description string
	ratingType        domain.RatingType
	max               int32
}{
	{"Technical skill", "Writes working code under time pressure.", domain.RatingNumeric, 10},
	{"Communication", "Explains ideas clearly to the team and the jury.", domain.RatingNumeric, 10},
	{"Teamwork", "Helps teammates get unstuck.", domain.RatingNumeric, 5},
	{"Notes", "Anything the organisers should know.", domain.RatingFreeText, 10},
}

// seedRatings switches talents and pitches on in the hackathon, gives its
// system templates criteria, and has the mentor rate its first
// participants (one rating finalised, one with a note only), so that
// Rating Management, My Talent Ratings and Talent Ratings show something;
// teammates rate each other and teams' elevator pitches are rated.
func seedRatings(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	if _, err := st.Pool().Exec(ctx, `UPDATE hackathons SET has_talents = true, has_pitches = true WHERE id = $1`, h.ID); err != nil {
		return err
	}
	talent, err := systemTemplate(ctx, st, h.ID, domain.RatingTalent)
	if err != nil {
		return err
	}
	for _, c := range demoTalentCriteria {
		it, err := st.CreateRatingItemTemplate(ctx, talent.ID, store.RatingCriterionFields{
			Name: c.name, Description: c.description, RatingType: c.ratingType, MaxScore: c.max,
		})
		if err != nil {
			return err
		}
		talent.Items = append(talent.Items, it)
	}
	peer, err := templateWith(ctx, st, h.ID, domain.RatingPeer, "Collaboration", "Reliability")
	if err != nil {
		return err
	}
	pitch, err := templateWith(ctx, st, h.ID, domain.RatingElevatorPitch, "Clarity", "Energy")
	if err != nil {
		return err
	}
	people, _, err := st.Participants(ctx, store.ParticipantQuery{HackathonID: h.ID, Limit: 4})
	if err != nil {
		return err
	}
	// Scores per participant (in list order) for the three numeric criteria; nil: none.
	scores := [][]*float64{{f(8), f(7.5), f(4)}, {f(6), f(9), f(3)}, {f(9), nil, f(5)}, {nil, nil, nil}}
	notes := []string{"Strong demo, would hire.", "", "", "Quiet, but thoughtful in reviews."}
	for i, p := range people {
		items := []store.RatingItemInput{}
		for j, s := range scores[i%len(scores)] {
			if s != nil {
				items = append(items, store.RatingItemInput{Template: talent.Items[j], Score: s})
			}
		}
		if note := notes[i%len(notes)]; note != "" {
			items = append(items, store.RatingItemInput{Template: talent.Items[3], Text: &note})
		}
		id := p.ID
		if _, err := st.SaveRating(ctx, store.SaveRatingParams{
			Template: talent, RaterID: users[mentor], RatedParticipantID: &id, Items: items, Finalize: i == 0,
		}); err != nil {
			return err
		}
	}
	if err := seedPeerRatings(ctx, st, users, h, peer); err != nil {
		return err
	}
	return seedPitchRatings(ctx, st, users, h, pitch)
}

// demoPeerRatings: crowd index of the rater, of the teammate rated, and the
// scores of the peer criteria. Alex (City Movers) is rated by Bea and Carl
// and has rated Bea but not yet Carl; Dana (Green Routes) has rated Eli.
var demoPeerRatings = []struct {
	rater, rated int
	scores       []float64
}{
	{1, 0, []float64{8, 9}},
	{2, 0, []float64{7, 6.5}},
	{0, 1, []float64{9, 8}},
	{3, 4, []float64{6, 7}},
}

// demoPitchRatings: who rates which team's elevator pitch (a crowd index,
// or -1 for the mentor) and the scores of the pitch criteria. Bea and Carl
// have not yet rated Green Routes' pitch.
var demoPitchRatings = []struct {
	rater int
	team  string
	score []float64
}{
	{3, "City Movers", []float64{8, 7}},
	{4, "City Movers", []float64{7, 9}},
	{-1, "City Movers", []float64{9, 8}},
	{0, "Green Routes", []float64{6, 5}},
	{-1, "Green Routes", []float64{5, 6}},
}

// seedPeerRatings has teammates of the first hackathon's teams rate each
// other, so that a participant's team page shows what their teammates
// think of them.
func seedPeerRatings(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon, peer store.RatingTemplate) error {
	crowd := crowdAccounts()
	for _, r := range demoPeerRatings {
		rated, err := st.ParticipantIDOfUser(ctx, h.ID, users[crowd[r.rated].Email])
		if err != nil {
			return err
		}
		if rated == 0 {
			return fmt.Errorf("demo: %s is no participant of %s", crowd[r.rated].Email, h.Name)
		}
		if _, err := st.SaveRating(ctx, store.SaveRatingParams{
			Template: peer, RaterID: users[crowd[r.rater].Email], RatedParticipantID: &rated, Items: numericItems(peer, r.scores),
		}); err != nil {
			return err
		}
	}
	return nil
}

// seedPitchRatings has participants and the mentor rate the first
// hackathon's teams' elevator pitches, so that Rating Management shows
// per-team averages.
func seedPitchRatings(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon, pitch store.RatingTemplate) error {
	crowd := crowdAccounts()
	teams := map[string]int64{}
	for _, t := range demoTeams {
		if t.hackathon != 0 {
			continue
		}
		id, found, err := st.ActiveTeamID(ctx, h.ID, users[crowd[t.members[0]].Email])
		if err != nil {
			return err
		}
		if !found {
			return fmt.Errorf("demo: team %s not found", t.name)
		}
		teams[t.name] = id
	}
	for _, r := range demoPitchRatings {
		rater := users[mentor]
		if r.rater >= 0 {
			rater = users[crowd[r.rater].Email]
		}
		team := teams[r.team]
		if _, err := st.SaveRating(ctx, store.SaveRatingParams{
			Template: pitch, RaterID: rater, RatedTeamID: &team, Items: numericItems(pitch, r.score),
		}); err != nil {
			return err
		}
	}
	return nil
}

// templateWith is the family's system template with numeric criteria
// (maximum 10) of these names added.
func templateWith(ctx context.Context, st *store.Store, hackathonID int64, family domain.RatingFamily, names ...string) (store.RatingTemplate, error) {
	t, err := systemTemplate(ctx, st, hackathonID, family)
	if err != nil {
		return t, err
	}
	for _, name := range names {
		it, err := st.CreateRatingItemTemplate(ctx, t.ID, store.RatingCriterionFields{
			Name: name, RatingType: domain.RatingNumeric, MaxScore: 10,
		})
		if err != nil {
			return t, err
		}
		t.Items = append(t.Items, it)
	}
	return t, nil
}

// numericItems scores the template's criteria in order.
func numericItems(t store.RatingTemplate, scores []float64) []store.RatingItemInput {
	items := make([]store.RatingItemInput, len(scores))
	for i, s := range scores {
		items[i] = store.RatingItemInput{Template: t.Items[i], Score: f(s)}
	}
	return items
}

func systemTemplate(ctx context.Context, st *store.Store, hackathonID int64, family domain.RatingFamily) (store.RatingTemplate, error) {
	ts, err := st.RatingTemplates(ctx, hackathonID, family)
	if err != nil || len(ts) == 0 {
		return store.RatingTemplate{}, err
	}
	return ts[0], nil
}

func f(v float64) *float64 { return &v }
