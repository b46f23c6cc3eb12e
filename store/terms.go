package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// NewTerms is a version to publish; ContentHTML is already sanitised.
type NewTerms struct {
	HackathonID int64
	Version     string
	ContentHTML string
	CreatedBy   int64
}

// PublishTerms stores a new version; a version label the hackathon already
// used is a Conflict on "version".
func (s *Store) PublishTerms(ctx context.Context, t NewTerms) (record.TermsAndCondition, error) {
	row, err := s.q.CreateTerms(ctx, db.CreateTermsParams{
		HackathonID: t.HackathonID, Version: t.Version, ContentHtml: t.ContentHTML, CreatedBy: &t.CreatedBy,
	})
	if isUniqueViolation(err) {
		return row, domain.Conflict("version", "Version %q is already published; give the new one another label.", t.Version)
	}
	return row, err
}

// LatestTerms is the hackathon's newest version; nil when none is published.
func (s *Store) LatestTerms(ctx context.Context, hackathonID int64) (*record.TermsAndCondition, error) {
	t, err := s.q.LatestTerms(ctx, hackathonID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return &t, err
}

// TermsVersions lists every published version, newest first.
func (s *Store) TermsVersions(ctx context.Context, hackathonID int64) ([]record.TermsAndCondition, error) {
	return s.q.ListTerms(ctx, hackathonID)
}

// Terms reads one version by id.
func (s *Store) Terms(ctx context.Context, id int64) (record.TermsAndCondition, error) {
	t, err := s.q.GetTerms(ctx, id)
	return t, notFound(err)
}

// TermsAcceptance is who accepted a version, from where and when.
type TermsAcceptance struct {
	TermsID   int64
	UserID    int64
	IPAddress string
	UserAgent string
}

// AcceptTerms records the acceptance; accepting again keeps the first record.
func (s *Store) AcceptTerms(ctx context.Context, a TermsAcceptance) error {
	return s.q.AcceptTerms(ctx, db.AcceptTermsParams{TermsID: a.TermsID, UserID: a.UserID, IpAddress: a.IPAddress, UserAgent: a.UserAgent})
}

// TermsAcceptanceOfUser is the user's acceptance of a version; nil if none.
func (s *Store) TermsAcceptanceOfUser(ctx context.Context, termsID, userID int64) (*record.TermsAcceptance, error) {
	a, err := s.q.TermsAcceptanceOfUser(ctx, db.TermsAcceptanceOfUserParams{TermsID: termsID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return &a, err
}
