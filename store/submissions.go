package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Competition categories, their submission templates and the teams'
// submissions (SPEC 3, issue 12). Each category has its own template; one
// category of a hackathon is its default (the first created, until the
// organizers choose another).

// CompetitionCategory is a category with its template's schema.
type CompetitionCategory struct {
	ID, HackathonID, TemplateID int64
	Name                        string
	IsDefault                   bool
	Position                    int32
	Schema                      []byte
}

func categoryOf(r db.GetCompetitionCategoryRow) CompetitionCategory {
	return CompetitionCategory{ID: r.ID, HackathonID: r.HackathonID, TemplateID: r.TemplateID, Name: r.Name,
		IsDefault: r.IsDefault, Position: r.Position, Schema: r.Schema}
}

// CompetitionCategories lists a hackathon's categories in order.
func (s *Store) CompetitionCategories(ctx context.Context, hackathonID int64) ([]CompetitionCategory, error) {
	rows, err := s.q.ListCompetitionCategories(ctx, hackathonID)
	out := make([]CompetitionCategory, len(rows))
	for i, r := range rows {
		out[i] = categoryOf(db.GetCompetitionCategoryRow(r))
	}
	return out, err
}

// CompetitionCategory looks a category up; domain.ErrNotFound when missing.
func (s *Store) CompetitionCategory(ctx context.Context, id int64) (CompetitionCategory, error) {
	r, err := s.q.GetCompetitionCategory(ctx, id)
	return categoryOf(r), notFound(err)
}

// CompetitionCategoriesByIDs reads categories keyed by id.
func (s *Store) CompetitionCategoriesByIDs(ctx context.Context, ids []int64) (map[int64]CompetitionCategory, error) {
	rows, err := s.q.ListCompetitionCategoriesByIDs(ctx, ids)
	out := make(map[int64]CompetitionCategory, len(rows))
	for _, r := range rows {
		out[r.ID] = categoryOf(db.GetCompetitionCategoryRow(r))
	}
	return out, err
}

// categoryConflict turns the unique name index's refusal into a Conflict.
func categoryConflict(err error) error {
	if isUniqueViolation(err) {
		return domain.Conflict("name", "This hackathon already has a category of that name.")
	}
	return err
}

// CreateCompetitionCategory stores a category with its template; the
// hackathon's first becomes its default.
func (s *Store) CreateCompetitionCategory(ctx context.Context, hackathonID int64, name string, schema []byte) (int64, error) {
	var id int64
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonCategories(ctx, hackathonID); err != nil {
			return notFound(err)
		}
		t, err := tx.q.CreateSubmissionTemplate(ctx, db.CreateSubmissionTemplateParams{HackathonID: hackathonID, Schema: schema})
		if err != nil {
			return err
		}
		id, err = tx.q.CreateCompetitionCategory(ctx, db.CreateCompetitionCategoryParams{HackathonID: hackathonID, Name: name, TemplateID: t.ID})
		return categoryConflict(err)
	})
	return id, err
}

// UpdateCompetitionCategory renames a category and replaces its template's
// schema; nil leaves either as it is.
func (s *Store) UpdateCompetitionCategory(ctx context.Context, c CompetitionCategory, name *string, schema []byte) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if name != nil {
			if _, err := tx.q.RenameCompetitionCategory(ctx, db.RenameCompetitionCategoryParams{ID: c.ID, Name: *name}); err != nil {
				return categoryConflict(err)
			}
		}
		if schema != nil {
			if _, err := tx.q.UpdateSubmissionTemplate(ctx, db.UpdateSubmissionTemplateParams{ID: c.TemplateID, Schema: schema}); err != nil {
				return err
			}
		}
		return nil
	})
}

// SetDefaultCompetitionCategory makes the category its hackathon's default.
func (s *Store) SetDefaultCompetitionCategory(ctx context.Context, c CompetitionCategory) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonCategories(ctx, c.HackathonID); err != nil {
			return notFound(err)
		}
		if err := tx.q.ClearDefaultCompetitionCategory(ctx, c.HackathonID); err != nil {
			return err
		}
		n, err := tx.q.SetDefaultCompetitionCategory(ctx, c.ID)
		if err == nil && n == 0 {
			err = domain.ErrNotFound
		}
		return err
	})
}

// DeleteCompetitionCategory deletes a category without submissions, with
// its template; when it was the default, the first remaining one becomes it.
func (s *Store) DeleteCompetitionCategory(ctx context.Context, c CompetitionCategory) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonCategories(ctx, c.HackathonID); err != nil {
			return notFound(err)
		}
		n, err := tx.q.CountCategorySubmissions(ctx, c.ID)
		if err != nil {
			return err
		}
		if n > 0 {
			return domain.Conflict("categoryId", "Teams have submissions in this category; it cannot be deleted.")
		}
		if deleted, err := tx.q.DeleteCompetitionCategory(ctx, c.ID); err != nil || deleted == 0 {
			if err == nil {
				err = domain.ErrNotFound
			}
			return err
		}
		if _, err := tx.q.DeleteSubmissionTemplate(ctx, c.TemplateID); err != nil {
			return err
		}
		return tx.q.DefaultFirstCompetitionCategory(ctx, c.HackathonID)
	})
}

// Submission looks a submission up; domain.ErrNotFound when missing.
func (s *Store) Submission(ctx context.Context, id int64) (record.Submission, error) {
	sub, err := s.q.GetSubmission(ctx, id)
	return sub, notFound(err)
}

// TeamCategorySubmission is the team's submission in the category, if any.
func (s *Store) TeamCategorySubmission(ctx context.Context, teamID, categoryID int64) (record.Submission, bool, error) {
	sub, err := s.q.GetTeamCategorySubmission(ctx, db.GetTeamCategorySubmissionParams{TeamID: teamID, CategoryID: categoryID})
	if err = notFound(err); errors.Is(err, domain.ErrNotFound) {
		return sub, false, nil
	}
	return sub, err == nil, err
}

// TeamSubmissions lists a team's submissions in category order.
func (s *Store) TeamSubmissions(ctx context.Context, teamID int64) ([]record.Submission, error) {
	return s.q.ListTeamSubmissions(ctx, teamID)
}

// SaveSubmissionResponse creates or updates the team's submission in the
// category with the response (JSON).
func (s *Store) SaveSubmissionResponse(ctx context.Context, hackathonID, teamID, categoryID, userID int64, response []byte) (record.Submission, error) {
	return s.q.SaveSubmissionResponse(ctx, db.SaveSubmissionResponseParams{HackathonID: hackathonID, TeamID: teamID,
		CategoryID: categoryID, Response: response, UserID: &userID})
}

// MarkSubmitted sets the submitted flag (and late, when it is); a Conflict
// when it was set already.
func (s *Store) MarkSubmitted(ctx context.Context, id int64, late bool) (record.Submission, error) {
	sub, err := s.q.MarkSubmissionSubmitted(ctx, db.MarkSubmissionSubmittedParams{ID: id, Late: late})
	if err = notFound(err); errors.Is(err, domain.ErrNotFound) {
		return sub, domain.Conflict("categoryId", "Your team has submitted in this category already.")
	}
	return sub, err
}

// SubmissionSave is a checked change of a team's submission in a category:
// its response (JSON), and whether the team submits it (late or not).
type SubmissionSave struct {
	Hackathon                     record.Hackathon
	TeamID, CategoryID, SavedByID int64
	Response                      []byte
	Submit, Late                  bool
	// ConfirmationStart is the e-mails confirming a submit, written with it.
	ConfirmationStart StartOf[record.Submission]
}

// SaveSubmission writes the response and, when the team submits, marks it
// submitted and tells the team's members, in one transaction.
func (s *Store) SaveSubmission(ctx context.Context, in SubmissionSave) (record.Submission, error) {
	var sub record.Submission
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		sub, err = tx.SaveSubmissionResponse(ctx, in.Hackathon.ID, in.TeamID, in.CategoryID, in.SavedByID, in.Response)
		if err != nil || !in.Submit {
			return err
		}
		if sub, err = tx.MarkSubmitted(ctx, sub.ID, in.Late); err != nil {
			return err
		}
		members, err := tx.ActiveTeamMemberIDs(ctx, in.TeamID)
		if err != nil {
			return err
		}
		notice := domain.SubmissionConfirmation{HackathonRef: domain.HackathonRef{HackathonID: in.Hackathon.ID, HackathonName: in.Hackathon.Name}, TeamID: in.TeamID}
		if _, err = tx.Notify(ctx, members, notice, submissionConfirmationKey(sub.ID)); err != nil {
			return err
		}
		return writeStartOf(ctx, tx, in.ConfirmationStart, sub)
	})
	return sub, err
}

// submissionConfirmationKey keys a submission's confirmation notices.
func submissionConfirmationKey(id int64) string { return fmt.Sprintf("submission-confirmation:%d", id) }

// ActiveTeamMemberIDs are the user ids of the team's ACTIVE members.
func (s *Store) ActiveTeamMemberIDs(ctx context.Context, teamID int64) ([]int64, error) {
	return s.q.ListActiveTeamMemberIDs(ctx, teamID)
}
