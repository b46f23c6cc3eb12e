package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// unsubscribeKeyName names the key that signs one-click unsubscribe links
// (domain.UnsubscribeToken).
const unsubscribeKeyName = "unsubscribe"

// UnsubscribeKey is the server's key for unsubscribe links, made at random
// on first use and the same for every process afterwards.
func (s *Store) UnsubscribeKey(ctx context.Context) ([]byte, error) {
	return s.serverKey(ctx, unsubscribeKeyName)
}

// EmailPreferences lists every e-mail category with whether the user gets it.
func (s *Store) EmailPreferences(ctx context.Context, userID int64) ([]domain.EmailPreference, error) {
	off, err := s.q.ListEmailOptOuts(ctx, userID)
	if err != nil {
		return nil, err
	}
	return domain.EmailPreferences(off), nil
}

// UpdateEmailPreferences turns the named categories on or off (the others
// keep theirs) and answers every category as it is now, in one transaction.
// Categories are checked by domain.CheckEmailPreferences.
func (s *Store) UpdateEmailPreferences(ctx context.Context, userID int64, changes []domain.EmailPreference) ([]domain.EmailPreference, error) {
	if err := domain.CheckEmailPreferences(changes); err != nil {
		return nil, err
	}
	var on, off []string
	for _, c := range changes {
		if c.Enabled {
			on = append(on, string(c.Category))
		} else {
			off = append(off, string(c.Category))
		}
	}
	var out []domain.EmailPreference
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.AddEmailOptOuts(ctx, db.AddEmailOptOutsParams{UserID: userID, Categories: off}); err != nil {
			return err
		}
		if err := tx.q.RemoveEmailOptOuts(ctx, db.RemoveEmailOptOutsParams{UserID: userID, Categories: on}); err != nil {
			return err
		}
		var err error
		out, err = tx.EmailPreferences(ctx, userID)
		return err
	})
	return out, err
}

// EmailRecipient is the account an address belongs to (UserID 0 when none)
// and whether it turned an e-mail category off.
type EmailRecipient struct {
	UserID   int64
	OptedOut bool
}

// EmailRecipient looks up who an e-mail of the category to the address
// would reach.
func (s *Store) EmailRecipient(ctx context.Context, email string, c domain.EmailCategory) (EmailRecipient, error) {
	row, err := s.q.EmailRecipient(ctx, db.EmailRecipientParams{Email: email, Category: string(c)})
	if errors.Is(err, pgx.ErrNoRows) {
		return EmailRecipient{}, nil
	}
	return EmailRecipient{UserID: row.ID, OptedOut: row.OptedOut}, err
}
