package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// RatingTemplate is a hackathon's rating template with its item templates
// (the criteria), in order of creation.
type RatingTemplate struct {
	record.RatingTemplate
	Items []record.RatingItemTemplate
}

// RatingTemplates lists the hackathon's templates of a family, the system
// one first, with their criteria (two statements).
func (s *Store) RatingTemplates(ctx context.Context, hackathonID int64, family domain.RatingFamily) ([]RatingTemplate, error) {
	rows, err := s.q.ListRatingTemplates(ctx, db.ListRatingTemplatesParams{HackathonID: hackathonID, Family: family})
	if err != nil {
		return nil, err
	}
	return s.withItemTemplates(ctx, rows)
}

// RatingTemplate reads one template with its criteria.
func (s *Store) RatingTemplate(ctx context.Context, id int64) (RatingTemplate, error) {
	row, err := s.q.GetRatingTemplate(ctx, id)
	if err != nil {
		return RatingTemplate{}, notFound(err)
	}
	ts, err := s.withItemTemplates(ctx, []record.RatingTemplate{row})
	if err != nil {
		return RatingTemplate{}, err
	}
	return ts[0], nil
}

func (s *Store) withItemTemplates(ctx context.Context, rows []record.RatingTemplate) ([]RatingTemplate, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	items, err := s.q.ListRatingItemTemplates(ctx, ids)
	if err != nil {
		return nil, err
	}
	byTemplate := map[int64][]record.RatingItemTemplate{}
	for _, it := range items {
		byTemplate[it.RatingTemplateID] = append(byTemplate[it.RatingTemplateID], it)
	}
	out := make([]RatingTemplate, len(rows))
	for i, r := range rows {
		out[i] = RatingTemplate{RatingTemplate: r, Items: byTemplate[r.ID]}
		if out[i].Items == nil {
			out[i].Items = []record.RatingItemTemplate{}
		}
	}
	return out, nil
}

// RatingTemplateFields are what an organizer sets on a rating template: its
// name, and whether its ratings may be finalized.
type RatingTemplateFields struct {
	Name        string
	Finalizable bool
}

// CreateRatingTemplate adds a (non-system) template to the hackathon.
func (s *Store) CreateRatingTemplate(ctx context.Context, hackathonID int64, family domain.RatingFamily, f RatingTemplateFields) (RatingTemplate, error) {
	t, err := s.q.CreateRatingTemplate(ctx, db.CreateRatingTemplateParams{
		HackathonID: hackathonID, Family: family, Name: f.Name, Finalizable: f.Finalizable,
	})
	return RatingTemplate{RatingTemplate: t, Items: []record.RatingItemTemplate{}}, err
}

// UpdateRatingTemplate renames a template and sets whether its ratings may
// be finalized.
func (s *Store) UpdateRatingTemplate(ctx context.Context, id int64, f RatingTemplateFields) (RatingTemplate, error) {
	if _, err := s.q.UpdateRatingTemplate(ctx, db.UpdateRatingTemplateParams{ID: id, Name: f.Name, Finalizable: f.Finalizable}); err != nil {
		return RatingTemplate{}, notFound(err)
	}
	return s.RatingTemplate(ctx, id)
}

// DeleteRatingTemplate removes a template that is not the system one, with
// its criteria and ratings.
func (s *Store) DeleteRatingTemplate(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteRatingTemplate(ctx, id))
}

// RatingItemTemplate reads one criterion.
func (s *Store) RatingItemTemplate(ctx context.Context, id int64) (record.RatingItemTemplate, error) {
	it, err := s.q.GetRatingItemTemplate(ctx, id)
	return it, notFound(err)
}

// RatingCriterionFields are what an organizer sets on a criterion of a
// rating template.
type RatingCriterionFields struct {
	Name, Description string
	RatingType        domain.RatingType
	MaxScore          int32
}

// CreateRatingItemTemplate adds a criterion to a template.
func (s *Store) CreateRatingItemTemplate(ctx context.Context, templateID int64, f RatingCriterionFields) (record.RatingItemTemplate, error) {
	return s.q.CreateRatingItemTemplate(ctx, db.CreateRatingItemTemplateParams{
		RatingTemplateID: templateID, Name: f.Name, Description: f.Description, RatingType: f.RatingType, MaxScore: f.MaxScore,
	})
}

// UpdateRatingItemTemplate changes a criterion. Once scores were given, its
// maximum may not fall below the highest of them (Invalid on maxScore) and
// its rating type stays (Invalid on ratingType).
func (s *Store) UpdateRatingItemTemplate(ctx context.Context, id int64, f RatingCriterionFields) (record.RatingItemTemplate, error) {
	var it record.RatingItemTemplate
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		old, err := tx.q.GetRatingItemTemplate(ctx, id)
		if err != nil {
			return notFound(err)
		}
		given, err := tx.q.MaxItemScoreGiven(ctx, &id)
		if err != nil {
			return err
		}
		if given > float64(f.MaxScore) {
			return domain.Invalid("maxScore", "A score of %g was already given; the maximum cannot be lower.", given)
		}
		if f.RatingType != old.RatingType && given > 0 {
			return domain.Invalid("ratingType", "Scores were already given; the rating type cannot change.")
		}
		it, err = tx.q.UpdateRatingItemTemplate(ctx, db.UpdateRatingItemTemplateParams{
			ID: id, Name: f.Name, Description: f.Description, RatingType: f.RatingType, MaxScore: f.MaxScore,
		})
		return notFound(err)
	})
	return it, err
}

// DeleteRatingItemTemplate removes a criterion; the items rated against it
// keep its name and lose their maximum.
func (s *Store) DeleteRatingItemTemplate(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteRatingItemTemplate(ctx, id))
}

// HasRatingItemTemplates: some template of the family has criteria.
func (s *Store) HasRatingItemTemplates(ctx context.Context, hackathonID int64, family domain.RatingFamily) (bool, error) {
	return s.q.HasRatingItemTemplates(ctx, db.HasRatingItemTemplatesParams{HackathonID: hackathonID, Family: family})
}

// RatingItemInput is the value given for one criterion of a rating.
type RatingItemInput struct {
	Template record.RatingItemTemplate
	Score    *float64
	Text     *string
}

// SaveRatingParams is a rater's rating of a person or a team against a
// template.
type SaveRatingParams struct {
	Template           RatingTemplate
	RaterID            int64
	RatedParticipantID *int64
	RatedTeamID        *int64
	Items              []RatingItemInput
	Finalize           bool
}

// ErrRatingFinalized: the rating is finalized and read-only.
var ErrRatingFinalized = domain.Conflict("finalize", "This rating is finalized and can no longer change.")

// SaveRating writes the rater's rating (created on first save) with its
// items in one transaction; a finalized rating is refused.
func (s *Store) SaveRating(ctx context.Context, p SaveRatingParams) (record.Rating, error) {
	var out record.Rating
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		r, err := tx.q.FindRating(ctx, db.FindRatingParams{
			RatingTemplateID: p.Template.ID, RaterID: &p.RaterID, RatedParticipantID: p.RatedParticipantID, RatedTeamID: p.RatedTeamID,
		})
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			r, err = tx.q.InsertRating(ctx, db.InsertRatingParams{
				RatingTemplateID: p.Template.ID, HackathonID: p.Template.HackathonID, Family: p.Template.Family, RaterID: &p.RaterID,
				RatedParticipantID: p.RatedParticipantID, RatedTeamID: p.RatedTeamID, Finalized: p.Finalize,
			})
			if isUniqueViolation(err) {
				return domain.Conflict("ratingTemplateId", "This rating was saved at the same time elsewhere; reload it.")
			}
			if err != nil {
				return err
			}
		case err != nil:
			return err
		case r.Finalized:
			return ErrRatingFinalized
		default:
			if r, err = tx.q.UpdateRatingState(ctx, db.UpdateRatingStateParams{ID: r.ID, Finalized: p.Finalize}); err != nil {
				return err
			}
		}
		for _, it := range p.Items {
			id := it.Template.ID
			if err := tx.q.UpsertRatingItem(ctx, db.UpsertRatingItemParams{
				RatingID: r.ID, RatingItemTemplateID: &id, Criterion: it.Template.Name, RatingType: it.Template.RatingType,
				Score: it.Score, RatingText: it.Text,
			}); err != nil {
				return err
			}
		}
		out = r
		return nil
	})
	return out, err
}

// Rating reads one rating.
func (s *Store) Rating(ctx context.Context, id int64) (record.Rating, error) {
	r, err := s.q.GetRating(ctx, id)
	return r, notFound(err)
}

// RatingItems reads the items of the ratings, by rating.
func (s *Store) RatingItems(ctx context.Context, ratingIDs []int64) (map[int64][]record.RatingItem, error) {
	rows, err := s.q.ListRatingItems(ctx, ratingIDs)
	if err != nil {
		return nil, err
	}
	out := map[int64][]record.RatingItem{}
	for _, r := range rows {
		out[r.RatingID] = append(out[r.RatingID], r)
	}
	return out, nil
}

// MyRating is a rating the caller gave, with the name of whom it rates.
type MyRating = db.ListMyRatingsRow

// MyRatings lists the ratings the rater gave in the hackathon's family.
func (s *Store) MyRatings(ctx context.Context, hackathonID int64, family domain.RatingFamily, raterID int64) ([]MyRating, error) {
	return s.q.ListMyRatings(ctx, db.ListMyRatingsParams{HackathonID: hackathonID, Family: family, RaterID: &raterID})
}

// TalentRatingItem is an item of a talent rating with its rater, rated
// participant and criterion, each possibly gone.
type TalentRatingItem = db.TalentRatingItemsRow

// TalentRatingName names a rater (Rater: a user id) or a rated participant
// (a participant id) of the talent ratings.
type TalentRatingName = db.TalentRatingNamesRow

// TalentRatingItems lists every item of the hackathon's talent ratings and
// names their raters and rated participants. The names are read after the
// items, so every person an item refers to is named unless they left since.
func (s *Store) TalentRatingItems(ctx context.Context, hackathonID int64) ([]TalentRatingItem, []TalentRatingName, error) {
	items, err := s.q.TalentRatingItems(ctx, hackathonID)
	if err != nil {
		return nil, nil, err
	}
	names, err := s.q.TalentRatingNames(ctx, hackathonID)
	return items, names, err
}

// RatingAggregate is a numeric criterion's average over the ratings about
// someone, with no rater.
type RatingAggregate = db.RatingAggregatesAboutRow

// RatingAggregatesAbout averages the family's ratings about the participant
// per numeric criterion.
func (s *Store) RatingAggregatesAbout(ctx context.Context, participantID int64, family domain.RatingFamily) ([]RatingAggregate, error) {
	return s.q.RatingAggregatesAbout(ctx, db.RatingAggregatesAboutParams{ParticipantID: &participantID, Family: family})
}

// PitchAggregate is a team's average for one numeric pitch criterion.
type PitchAggregate = db.PitchAggregatesRow

// PitchAggregates averages the hackathon's elevator-pitch ratings per team
// and numeric criterion.
func (s *Store) PitchAggregates(ctx context.Context, hackathonID int64) ([]PitchAggregate, error) {
	return s.q.PitchAggregates(ctx, hackathonID)
}

// ActiveTeamOf is the user's active team in the hackathon, or
// domain.ErrNotFound without one.
func (s *Store) ActiveTeamOf(ctx context.Context, hackathonID, userID int64) (int64, error) {
	id, err := s.q.ActiveTeamOf(ctx, db.ActiveTeamOfParams{HackathonID: hackathonID, UserID: userID})
	return id, notFound(err)
}

// RateablePerson is a participant (not banned) with their name.
type RateablePerson = db.RateableParticipantRow

// RateableParticipant reads a participant of the hackathon who is not
// banned, or domain.ErrNotFound.
func (s *Store) RateableParticipant(ctx context.Context, hackathonID, participantID int64) (RateablePerson, error) {
	p, err := s.q.RateableParticipant(ctx, db.RateableParticipantParams{ID: participantID, HackathonID: hackathonID})
	return p, notFound(err)
}

// ParticipantIDOf is the user's participant id in the hackathon (not
// banned), or domain.ErrNotFound.
func (s *Store) ParticipantIDOf(ctx context.Context, hackathonID, userID int64) (int64, error) {
	id, err := s.q.ParticipantIDOf(ctx, db.ParticipantIDOfParams{HackathonID: hackathonID, UserID: userID})
	return id, notFound(err)
}

// RateableParticipants lists the hackathon's participants who are not
// banned, by name.
func (s *Store) RateableParticipants(ctx context.Context, hackathonID int64) ([]RateablePerson, error) {
	rows, err := s.q.RateableParticipants(ctx, hackathonID)
	out := make([]RateablePerson, len(rows))
	for i, r := range rows {
		out[i] = RateablePerson(r)
	}
	return out, err
}

// TeammatesOf lists the user's active teammates (participants), without
// the user.
func (s *Store) TeammatesOf(ctx context.Context, hackathonID, userID int64) ([]RateablePerson, error) {
	rows, err := s.q.TeammatesOf(ctx, db.TeammatesOfParams{HackathonID: hackathonID, UserID: userID})
	out := make([]RateablePerson, len(rows))
	for i, r := range rows {
		out[i] = RateablePerson(r)
	}
	return out, err
}

// TeamInHackathon reads a team of the hackathon, or domain.ErrNotFound.
func (s *Store) TeamInHackathon(ctx context.Context, hackathonID, teamID int64) (record.TeamRef, error) {
	t, err := s.q.GetTeamInHackathon(ctx, db.GetTeamInHackathonParams{ID: teamID, HackathonID: hackathonID})
	return t, notFound(err)
}
