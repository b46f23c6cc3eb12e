package graph

import (
	"context"
	"errors"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of the rating fields.
const (
	maxRatingName        = 200
	maxRatingDescription = 2000
	maxRatingMaxScore    = 1000
	maxRatingText        = 2000
	maxRatingItems       = 100
)

// ratingsHackathon loads a hackathon whose rule admits the caller.
func ratingsHackathon(ctx context.Context, id int64, rule func(access.Roles, record.Hackathon) bool) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	v, err := visibleHackathon(ctx, id, "")
	if err != nil {
		return nil, err
	}
	if !rule(v.HackathonRoles, v.Hackathon) {
		return nil, domain.ErrForbidden
	}
	return v, nil
}

// ratingTemplateOf reads a template and its hackathon, and checks the
// caller's rule there.
func ratingTemplateOf(ctx context.Context, s *store.Store, id int64, rule func(access.Roles) bool) (store.RatingTemplate, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.RatingTemplate{}, nil, err
	}
	t, err := s.RatingTemplate(ctx, id)
	if err != nil {
		return t, nil, err
	}
	h, err := hackathonFor(ctx, t.HackathonID, rule)
	return t, h, err
}

// ratingItemTemplateOf reads a criterion with its template and hackathon,
// and checks the caller's rule there.
func ratingItemTemplateOf(ctx context.Context, s *store.Store, id int64, rule func(access.Roles) bool) (record.RatingItemTemplate, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.RatingItemTemplate{}, nil, err
	}
	it, err := s.RatingItemTemplate(ctx, id)
	if err != nil {
		return it, nil, err
	}
	_, h, err := ratingTemplateOf(ctx, s, it.RatingTemplateID, rule)
	return it, h, err
}

func validFamily(f domain.RatingFamily) bool {
	return f == domain.RatingTalent || f == domain.RatingPeer || f == domain.RatingElevatorPitch
}

// ratingTemplateFields checks a template's name.
func ratingTemplateFields(name string) (string, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxRatingName)
	return name, errs.Err()
}

// ratingItemTemplateFields checks a criterion's fields; maxScore is 10 when
// left out.
func ratingItemTemplateFields(name string, description *string, ratingType domain.RatingType, maxScore *int) (string, string, int32, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxRatingName)
	d := strings.TrimSpace(deref(description))
	errs.MaxLength("description", d, maxRatingDescription)
	if ratingType != domain.RatingNumeric && ratingType != domain.RatingFreeText {
		errs.Add("ratingType", "Choose NUMERIC or FREE_TEXT.")
	}
	max := domain.DefaultRatingMaxScore
	if maxScore != nil {
		max = *maxScore
	}
	if max < 1 || max > maxRatingMaxScore {
		errs.Add("maxScore", "The maximum score is a whole number from 1 to %d.", maxRatingMaxScore)
	}
	return name, d, int32(max), errs.Err()
}

// ratingItems checks the values given against the template's criteria.
func ratingItems(t store.RatingTemplate, in []model.RatingItemInput) ([]store.RatingItemInput, error) {
	var errs validate.Errors
	if len(in) > maxRatingItems {
		errs.Add("items", "Rate at most %d criteria at once.", maxRatingItems)
		return nil, errs.Err()
	}
	byID := map[int64]record.RatingItemTemplate{}
	for _, it := range t.Items {
		byID[it.ID] = it
	}
	seen := map[int64]bool{}
	out := make([]store.RatingItemInput, 0, len(in))
	for _, v := range in {
		it, ok := byID[v.RatingItemTemplateID]
		if !ok {
			errs.Add("items", "Rate the criteria of the rating's template only.")
			continue
		}
		if seen[it.ID] {
			errs.Add("items", "Rate each criterion once.")
			continue
		}
		seen[it.ID] = true
		item := store.RatingItemInput{Template: it}
		switch it.RatingType {
		case domain.RatingNumeric:
			if v.RatingText != nil {
				errs.Add("items", "%q is rated with a score, not a text.", it.Name)
			}
			if v.Score != nil && !domain.ValidRatingScore(*v.Score, it.MaxScore) {
				errs.Add("items", "The score of %q is from 0 to %d, with two decimals at most.", it.Name, it.MaxScore)
			}
			item.Score = v.Score
		case domain.RatingFreeText:
			if v.Score != nil {
				errs.Add("items", "%q is rated with a text, not a score.", it.Name)
			}
			if v.RatingText != nil {
				text := strings.TrimSpace(*v.RatingText)
				errs.MaxLength("items", text, maxRatingText)
				if text != "" {
					item.Text = &text
				}
			}
		}
		out = append(out, item)
	}
	return out, errs.Err()
}

// namedPerson shows a person of the ratings; a name of blanks is none.
func namedPerson(id *int64, first, last *string) *model.RatingPerson {
	if id == nil {
		return nil
	}
	p := &model.RatingPerson{ID: *id}
	if name := strings.TrimSpace(deref(first) + " " + deref(last)); name != "" {
		p.Name = &name
	}
	return p
}

// talentColumns lays the talent rating items out as columns, with each
// rater and rated participant named once. The rows give what is gone or
// not given as 0, -1 or "" (store/queries/ratings.sql); the columns point
// into the rows rather than allocating a value per entry.
func talentColumns(hackathonID int64, rows []store.TalentRatingItem, names []store.TalentRatingName) *model.TalentRatingItemColumns {
	n := len(rows)
	out := &model.TalentRatingItemColumns{
		HackathonID: hackathonID, Count: n,
		ID: make([]int64, n), RatingID: make([]int64, n), Finalized: make([]bool, n),
		RaterID: make([]*int64, n), RatedProfileID: make([]*int64, n), RatingItemTemplateID: make([]*int64, n),
		Criterion: make([]string, n), FreeText: make([]bool, n),
		MaxScore: make([]*int, n), Score: make([]*float64, n), RatingText: make([]*string, n),
		Raters: []int64{}, RaterNames: []*string{}, RatedProfiles: []int64{}, RatedProfileNames: []*string{},
	}
	maxScores := make([]int, n)
	for i := range rows {
		row := &rows[i]
		out.ID[i], out.RatingID[i], out.Finalized[i] = row.ID, row.RatingID, row.Finalized
		out.RaterID[i], out.RatedProfileID[i] = unlessZero(&row.RaterID), unlessZero(&row.RatedParticipantID)
		out.RatingItemTemplateID[i], out.RatingText[i] = unlessZero(&row.RatingItemTemplateID), unlessZero(&row.RatingText)
		out.Criterion[i], out.FreeText[i] = row.Criterion, row.RatingType == domain.RatingFreeText
		if row.MaxScore > 0 {
			maxScores[i] = int(row.MaxScore)
			out.MaxScore[i] = &maxScores[i]
		}
		if row.Score >= 0 {
			out.Score[i] = &row.Score
		}
	}
	for _, name := range names {
		person := namedPerson(&name.ID, &name.FirstName, &name.LastName)
		if name.Rater {
			out.Raters, out.RaterNames = append(out.Raters, person.ID), append(out.RaterNames, person.Name)
		} else {
			out.RatedProfiles, out.RatedProfileNames = append(out.RatedProfiles, person.ID), append(out.RatedProfileNames, person.Name)
		}
	}
	return out
}

// unlessZero is p, or nil when it points to its type's zero value.
func unlessZero[T comparable](p *T) *T {
	var zero T
	if *p == zero {
		return nil
	}
	return p
}

// ratingOf shows a rating the caller gave.
func ratingOf(r record.Rating, ratedName, teamName string, items []record.RatingItem) model.Rating {
	out := model.Rating{
		ID: r.ID, RatingTemplateID: r.RatingTemplateID, Family: r.Family, Finalized: r.Finalized, UpdatedAt: r.UpdatedAt,
		Items: make([]model.RatingItem, len(items)),
	}
	if r.RatedParticipantID != nil {
		first := ratedName
		out.RatedProfile = namedPerson(r.RatedParticipantID, &first, nil)
	}
	if r.RatedTeamID != nil {
		out.RatedTeam = &model.RatedTeam{ID: *r.RatedTeamID, Name: teamName}
	}
	for i, it := range items {
		out.Items[i] = model.RatingItem{
			ID: it.ID, RatingID: it.RatingID, RatingItemTemplateID: it.RatingItemTemplateID, Criterion: it.Criterion,
			RatingType: it.RatingType, Score: it.Score, RatingText: it.RatingText,
		}
	}
	return out
}

// myRatings shows the ratings the caller gave in the family (two statements).
func myRatings(ctx context.Context, s *store.Store, hackathonID int64, family domain.RatingFamily, raterID int64) ([]model.Rating, error) {
	rows, err := s.MyRatings(ctx, hackathonID, family, raterID)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.Rating.ID
	}
	items, err := s.RatingItems(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]model.Rating, len(rows))
	for i, r := range rows {
		name := strings.TrimSpace(r.RatedFirstName + " " + r.RatedLastName)
		out[i] = ratingOf(r.Rating, name, r.RatedTeamName, items[r.Rating.ID])
	}
	return out, nil
}

// ratedTarget checks whom the caller rates in the template's family and
// returns the participant or team: mentors rate any participant but
// themselves (TALENT), participants their active teammates (PEER), anyone
// with a role a team that is not their own (ELEVATOR_PITCH). Nobody rates
// themselves.
func ratedTarget(ctx context.Context, s *store.Store, t store.RatingTemplate, h *store.HackathonView, callerID int64, in model.SaveRatingInput) (participantID, teamID *int64, err error) {
	if t.Family.RatesTeams() {
		if in.RatedTeamID == nil || in.RatedProfileID != nil {
			return nil, nil, domain.Invalid("ratedTeamId", "Choose the team whose pitch you rate.")
		}
		if _, err := s.TeamInHackathon(ctx, h.ID, *in.RatedTeamID); err != nil {
			return nil, nil, notFoundAs(err, "ratedTeamId", "Choose a team of this hackathon.")
		}
		if own, err := s.ActiveTeamOf(ctx, h.ID, callerID); err == nil && own == *in.RatedTeamID {
			return nil, nil, domain.Invalid("ratedTeamId", "You cannot rate your own team's pitch.")
		} else if err != nil && !errors.Is(err, domain.ErrNotFound) {
			return nil, nil, err
		}
		return nil, in.RatedTeamID, nil
	}
	if in.RatedProfileID == nil || in.RatedTeamID != nil {
		return nil, nil, domain.Invalid("ratedProfileId", "Choose the participant you rate.")
	}
	p, err := s.RateableParticipant(ctx, h.ID, *in.RatedProfileID)
	if err != nil {
		return nil, nil, notFoundAs(err, "ratedProfileId", "Choose a participant of this hackathon.")
	}
	if p.UserID == callerID {
		return nil, nil, domain.Invalid("ratedProfileId", "You cannot rate yourself.")
	}
	if t.Family == domain.RatingPeer {
		mine, err := s.ActiveTeamOf(ctx, h.ID, callerID)
		if err != nil {
			return nil, nil, notFoundAs(err, "ratedProfileId", "Join a team to rate your teammates.")
		}
		theirs, err := s.ActiveTeamOf(ctx, h.ID, p.UserID)
		if err != nil || theirs != mine {
			return nil, nil, notFoundAs(orNotFound(err), "ratedProfileId", "You rate the members of your own team only.")
		}
	}
	return &p.ID, nil, nil
}

// notFoundAs turns domain.ErrNotFound into a field error.
func notFoundAs(err error, field, message string) error {
	if errors.Is(err, domain.ErrNotFound) {
		return domain.Invalid(field, "%s", message)
	}
	return err
}

func orNotFound(err error) error {
	if err == nil {
		return domain.ErrNotFound
	}
	return err
}

// ratingViewerCan decides RatingViewerCan for the caller in the hackathon.
func ratingViewerCan(h *store.HackathonView) *model.RatingViewerCan {
	r := h.HackathonRoles
	return &model.RatingViewerCan{
		ManageTemplates:    access.CanManageRatingTemplates(r),
		RateTalents:        access.CanRateTalents(r, h.Hackathon),
		SeeTalentRatings:   access.CanSeeTalentRatings(r, h.Hackathon),
		RatePeers:          access.CanRatePeers(r),
		RatePitches:        access.CanRatePitches(r, h.Hackathon),
		SeePitchAggregates: access.CanSeePitchAggregates(r, h.Hackathon),
	}
}
