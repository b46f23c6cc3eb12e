package demo

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
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
// Rating Management, My Talent Ratings and Talent Ratings show something.
func seedRatings(ctx context.Context, st *store.Store, users map[string]int64, h db.Hackathon) error {
	if _, err := st.Pool().Exec(ctx, `UPDATE hackathons SET has_talents = true, has_pitches = true WHERE id = $1`, h.ID); err != nil {
		return err
	}
	talent, err := systemTemplate(ctx, st, h.ID, domain.RatingTalent)
	if err != nil {
		return err
	}
	for _, c := range demoTalentCriteria {
		it, err := st.CreateRatingItemTemplate(ctx, db.CreateRatingItemTemplateParams{
			RatingTemplateID: talent.ID, Name: c.name, Description: c.description, RatingType: c.ratingType, MaxScore: c.max,
		})
		if err != nil {
			return err
		}
		talent.Items = append(talent.Items, it)
	}
	for family, name := range map[domain.RatingFamily]string{domain.RatingPeer: "Collaboration", domain.RatingElevatorPitch: "Clarity"} {
		t, err := systemTemplate(ctx, st, h.ID, family)
		if err != nil {
			return err
		}
		if _, err := st.CreateRatingItemTemplate(ctx, db.CreateRatingItemTemplateParams{
			RatingTemplateID: t.ID, Name: name, RatingType: domain.RatingNumeric, MaxScore: 10,
		}); err != nil {
			return err
		}
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
	return nil
}

func systemTemplate(ctx context.Context, st *store.Store, hackathonID int64, family domain.RatingFamily) (store.RatingTemplate, error) {
	ts, err := st.RatingTemplates(ctx, hackathonID, family)
	if err != nil || len(ts) == 0 {
		return store.RatingTemplate{}, err
	}
	return ts[0], nil
}

func f(v float64) *float64 { return &v }
