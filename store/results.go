package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// HackathonResults reads the hackathon's publication and gallery switch;
// a hackathon with neither has the zero row (not published, no gallery).
func (s *Store) HackathonResults(ctx context.Context, hackathonID int64) (record.HackathonResult, error) {
	r, err := s.q.GetHackathonResults(ctx, hackathonID)
	if errors.Is(err, pgx.ErrNoRows) {
		return record.HackathonResult{HackathonID: hackathonID}, nil
	}
	return r, err
}

// PrizeWinner awards a prize to a submission.
type PrizeWinner struct{ PrizeID, SubmissionID int64 }

// PublishFields is a publication of a hackathon's results: who publishes,
// the prizes' winners, and the announcement's workflow start.
type PublishFields struct {
	HackathonID, PublishedBy int64
	// PrizeWinners: each prize must be the hackathon's (the caller checks);
	// a submission that is not a submitted one of the hackathon is refused on
	// prizeWinners.<i>.submissionId.
	PrizeWinners []PrizeWinner
	Announcement StartOf[record.HackathonResult]
}

// PublishResults publishes the results once, with the prizes' winners and
// the start of the announcement, in one transaction; a second publication
// is a Conflict (the row's published_at decides, so two racing publishers
// cannot both win).
func (s *Store) PublishResults(ctx context.Context, in PublishFields) (record.HackathonResult, error) {
	var out record.HackathonResult
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		r, err := tx.q.PublishHackathonResults(ctx, db.PublishHackathonResultsParams{HackathonID: in.HackathonID, PublishedBy: &in.PublishedBy})
		if errors.Is(err, pgx.ErrNoRows) {
			return domain.Conflict("hackathonId", "The results are already published.")
		}
		if err != nil {
			return err
		}
		for i, w := range in.PrizeWinners {
			n, err := tx.q.SetPrizeWinner(ctx, db.SetPrizeWinnerParams{SubmissionID: &w.SubmissionID, PrizeID: w.PrizeID, HackathonID: in.HackathonID})
			if err != nil {
				return err
			}
			if n == 0 {
				return domain.Invalid(fmt.Sprintf("prizeWinners.%d.submissionId", i), "Choose a submitted project of this hackathon.")
			}
		}
		out = r
		return writeStartOf(ctx, tx, in.Announcement, r)
	})
	return out, err
}

// SetGallery switches the hackathon's gallery on or off.
func (s *Store) SetGallery(ctx context.Context, hackathonID int64, enabled bool) (record.HackathonResult, error) {
	return s.q.SetHackathonGallery(ctx, db.SetHackathonGalleryParams{HackathonID: hackathonID, Enabled: enabled})
}

// SetTeamGalleryConsent records whether the team agrees to be shown in the
// gallery; by is the team admin who says so.
func (s *Store) SetTeamGalleryConsent(ctx context.Context, teamID, by int64, consent bool) error {
	if consent {
		return s.q.GiveTeamGalleryConsent(ctx, db.GiveTeamGalleryConsentParams{TeamID: teamID, ConsentedBy: &by})
	}
	return s.q.WithdrawTeamGalleryConsent(ctx, teamID)
}

// TeamGalleryConsent reports whether the team agreed to be shown.
func (s *Store) TeamGalleryConsent(ctx context.Context, teamID int64) (bool, error) {
	return s.q.HasTeamGalleryConsent(ctx, teamID)
}

// GalleryProject is a consenting team's submitted submission, with the
// schema of its form (its fields' labels and kinds).
type GalleryProject struct {
	record.Submission
	TeamName, CategoryName string
	TemplateSchema         []byte
}

// Gallery lists the consenting teams' submitted submissions, by category
// then team name.
func (s *Store) Gallery(ctx context.Context, hackathonID int64) ([]GalleryProject, error) {
	rows, err := s.q.ListGallerySubmissions(ctx, hackathonID)
	out := make([]GalleryProject, len(rows))
	for i, r := range rows {
		out[i] = GalleryProject{Submission: r.Submission, TeamName: r.TeamName, CategoryName: r.CategoryName, TemplateSchema: r.TemplateSchema}
	}
	return out, err
}
