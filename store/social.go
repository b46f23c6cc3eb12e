package store

import (
	"context"
	"errors"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// SocialIdentity is what a verified OpenID Connect ID token says of its
// holder (SPEC 7.1).
type SocialIdentity struct {
	Provider, Issuer, Subject, Email, FirstName, LastName string
}

// SocialSignIn finds the user a provider's subject is, or makes one: a known
// (issuer, subject) is its user; otherwise the account with the (provider
// verified) e-mail is linked, or a new account without a password is made.
// created says whether the account is new. One transaction.
func (s *Store) SocialSignIn(ctx context.Context, id SocialIdentity) (user record.User, created bool, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		known, err := tx.q.GetSocialIdentity(ctx, db.GetSocialIdentityParams{Issuer: id.Issuer, Subject: id.Subject})
		if err == nil {
			if err := tx.q.TouchSocialIdentity(ctx, db.TouchSocialIdentityParams{ID: known.ID, Email: id.Email}); err != nil {
				return err
			}
			user, err = tx.q.GetUser(ctx, known.UserID)
			return err
		}
		if err := notFound(err); !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		user, err = tx.q.GetUserByEmail(ctx, id.Email)
		if err := notFound(err); errors.Is(err, domain.ErrNotFound) {
			created = true
			user, err = tx.createUser(ctx, NewUser{Username: id.Email, Email: id.Email, FirstName: id.FirstName, LastName: id.LastName})
			if err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		_, err = tx.q.CreateSocialIdentity(ctx, db.CreateSocialIdentityParams{
			UserID: user.ID, Provider: id.Provider, Issuer: id.Issuer, Subject: id.Subject, Email: id.Email,
		})
		return err
	})
	if isUniqueViolation(err) { // a concurrent first sign-in of the same subject or address
		return record.User{}, false, domain.Conflict("token", "This account is being created; please try again.")
	}
	return user, created, err
}

// UserHasRole says whether the user holds the platform role.
func (s *Store) UserHasRole(ctx context.Context, userID int64, role domain.PlatformRole) (bool, error) {
	return s.q.UserHasRole(ctx, db.UserHasRoleParams{UserID: userID, RoleName: string(role)})
}

// GrantPlatformRole gives the account with the e-mail a platform role.
func (s *Store) GrantPlatformRole(ctx context.Context, email string, role domain.PlatformRole) (record.User, error) {
	u, err := s.UserByEmail(ctx, email)
	if err != nil {
		return record.User{}, err
	}
	return u, s.AddUserRole(ctx, u.ID, role)
}

// NewFeedback is one piece of feedback from the widget.
type NewFeedback struct {
	UserID  int64
	Kind    domain.FeedbackKind
	Message string
	Rating  *int32
	PageURL string
}

// FeedbackFilter narrows the administrators' list.
type FeedbackFilter struct {
	Kind   *domain.FeedbackKind
	Search string
}

// FeedbackPage is one page of feedback.
type FeedbackPage struct {
	Items []record.Feedback
	Total int
}

// SendFeedback stores the feedback and thanks its sender, unless they sent
// domain.FeedbackPerHour pieces in the last hour (then nothing is written).
func (s *Store) SendFeedback(ctx context.Context, f NewFeedback) (record.Feedback, error) {
	var out record.Feedback
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		// One sender at a time: the count and the insert see each other's rows.
		if _, err := tx.q.LockUserRow(ctx, f.UserID); err != nil {
			return notFound(err)
		}
		n, err := tx.q.CountRecentFeedback(ctx, db.CountRecentFeedbackParams{UserID: f.UserID, Since: time.Now().Add(-time.Hour)})
		if err != nil {
			return err
		}
		if n >= domain.FeedbackPerHour {
			return domain.Invalid("message", "You have sent a lot of feedback in the last hour; please try again later.")
		}
		out, err = tx.q.CreateFeedback(ctx, db.CreateFeedbackParams{
			UserID: f.UserID, Kind: f.Kind, Message: f.Message, Rating: f.Rating, PageUrl: f.PageURL,
		})
		if err != nil {
			return err
		}
		_, err = tx.Notify(ctx, []int64{f.UserID}, domain.FeedbackThanks{FeedbackID: out.ID, Kind: f.Kind}, "")
		return err
	})
	return out, err
}

// Feedback lists feedback, newest first.
func (s *Store) Feedback(ctx context.Context, filter FeedbackFilter, limit, offset int) (FeedbackPage, error) {
	var kind *string
	if filter.Kind != nil {
		k := string(*filter.Kind)
		kind = &k
	}
	var search *string
	if filter.Search != "" {
		escaped := likeEscape(filter.Search)
		search = &escaped
	}
	rows, err := s.q.ListFeedback(ctx, db.ListFeedbackParams{Kind: kind, Search: search, PageSize: int32(limit), PageOffset: int32(offset)})
	if err != nil {
		return FeedbackPage{}, err
	}
	page := FeedbackPage{Items: make([]record.Feedback, len(rows))}
	for i, r := range rows {
		page.Items[i] = r.Feedback
		page.Total = int(r.TotalCount)
	}
	return page, nil
}
