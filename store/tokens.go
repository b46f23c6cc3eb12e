package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Token lifetimes.
const (
	AuthTokenLifetime  = 14 * 24 * time.Hour
	ResetTokenLifetime = time.Hour
)

// CreateAuthToken issues a bearer token for the user.
func (s *Store) CreateAuthToken(ctx context.Context, userID int64) (string, error) {
	token, hash := newSecret()
	err := s.q.CreateAuthToken(ctx, db.CreateAuthTokenParams{UserID: userID, TokenHash: hash, ExpiresAt: time.Now().Add(AuthTokenLifetime)})
	return token, err
}

// TokenOwner is who a live token belongs to. User is the row as read with
// the token, nil when this process had checked the token moments before.
type TokenOwner struct {
	UserID int64
	User   *record.User
}

// TokenOwner finds the owner of a live (unrevoked, unexpired) token, reading
// the token again at most TokenRecheck after this process last did.
func (s *Store) TokenOwner(ctx context.Context, token string) (TokenOwner, error) {
	hash := hashSecret(token)
	now := time.Now()
	if id, ok := s.tokens.owner(hash, now); ok {
		return TokenOwner{UserID: id}, nil
	}
	row, err := s.q.GetUserByLiveToken(ctx, hash)
	if err != nil {
		return TokenOwner{}, notFound(err)
	}
	s.tokens.remember(hash, liveToken{userID: row.User.ID, expiresAt: row.ExpiresAt, checkedAt: now})
	return TokenOwner{UserID: row.User.ID, User: &row.User}, nil
}

// RevokeAuthToken ends a token; domain.ErrNotFound if it was not live.
func (s *Store) RevokeAuthToken(ctx context.Context, token string) error {
	hash := hashSecret(token)
	n, err := s.q.RevokeAuthToken(ctx, hash)
	s.tokens.forget(hash)
	if err == nil && n == 0 {
		return domain.ErrNotFound
	}
	return err
}

// RotateAuthToken revokes a token and issues its replacement in one
// transaction; domain.ErrNotFound if the old one was no longer live.
func (s *Store) RotateAuthToken(ctx context.Context, userID int64, old string) (string, error) {
	token, hash := newSecret()
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		n, err := tx.q.RevokeAuthToken(ctx, hashSecret(old))
		if err != nil {
			return err
		}
		if n == 0 {
			return domain.ErrNotFound
		}
		return tx.q.CreateAuthToken(ctx, db.CreateAuthTokenParams{UserID: userID, TokenHash: hash, ExpiresAt: time.Now().Add(AuthTokenLifetime)})
	})
	s.tokens.forget(hashSecret(old))
	return token, err
}

// IssuePasswordResetToken issues the reset token of one reset request
// (requestKey). A retry of the same request replaces its token until
// MarkPasswordResetSent; after that it reports alreadySent and changes nothing.
func (s *Store) IssuePasswordResetToken(ctx context.Context, userID int64, requestKey string) (token string, alreadySent bool, err error) {
	token, hash := newSecret()
	_, err = s.q.UpsertPasswordResetToken(ctx, db.UpsertPasswordResetTokenParams{
		UserID: userID, RequestKey: requestKey, TokenHash: hash, ExpiresAt: time.Now().Add(ResetTokenLifetime),
	})
	if errors.Is(err, pgx.ErrNoRows) { // the upsert's WHERE skipped a sent row
		return "", true, nil
	}
	return token, false, err
}

// MarkPasswordResetSent records that the SMTP server accepted the e-mail.
func (s *Store) MarkPasswordResetSent(ctx context.Context, requestKey string) error {
	return s.q.MarkPasswordResetSent(ctx, requestKey)
}

// ResetPassword spends a reset token, sets the new password hash and revokes
// every token of the user, all or nothing. A wrong, used or expired token
// gives domain.ErrNotFound.
func (s *Store) ResetPassword(ctx context.Context, userID int64, token, passwordHash string) error {
	defer s.tokens.forgetUser(userID)
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.q.UsePasswordResetToken(ctx, db.UsePasswordResetTokenParams{UserID: userID, TokenHash: hashSecret(token)}); err != nil {
			return notFound(err)
		}
		if err := tx.q.SetUserPassword(ctx, db.SetUserPasswordParams{ID: userID, PasswordHash: passwordHash}); err != nil {
			return err
		}
		return tx.q.RevokeUserAuthTokens(ctx, userID)
	})
}
