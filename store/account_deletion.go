package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// AccountDeletionBlockers lists what the user must hand over before their
// account can be deleted; none, and it can.
func (s *Store) AccountDeletionBlockers(ctx context.Context, userID int64) ([]domain.AccountBlocker, error) {
	rows, err := s.q.AccountDeletionBlockers(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]domain.AccountBlocker, len(rows))
	for i, r := range rows {
		out[i] = domain.AccountBlocker{Kind: domain.BlockerKind(r.Kind), ID: r.ID, Name: r.Name}
	}
	return out, nil
}

// PendingInvite names an invite that stopped with the account it was
// addressed to, so that its workflow can be cancelled.
type PendingInvite struct {
	Kind domain.InviteKind
	UID  string
}

// DeletedAccount is what DeleteAccount stopped at once.
type DeletedAccount struct {
	User    record.User
	Invites []PendingInvite
}

// DeleteAccount does at once, in one transaction, what must not wait for
// the AccountDeletion workflow: it refuses while there are blockers
// (domain.AccountBlocked) or when the account is already deleted
// (domain.ErrNotFound); otherwise it revokes every sign-in and reset token,
// stops the invites addressed to the person, and replaces their username,
// e-mail, name and password. start builds the workflow that erases the rest.
func (s *Store) DeleteAccount(ctx context.Context, userID int64, start StartOf[DeletedAccount]) (DeletedAccount, error) {
	var out DeletedAccount
	defer s.tokens.forgetUser(userID)
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		u, err := tx.q.LockUser(ctx, userID)
		if err != nil {
			return notFound(err)
		}
		if u.DeletedAt != nil {
			return domain.ErrNotFound
		}
		blockers, err := tx.AccountDeletionBlockers(ctx, userID)
		if err != nil {
			return err
		}
		if len(blockers) > 0 {
			return domain.AccountBlocked(blockers)
		}
		invites, err := tx.q.RevokeInvitesToAddress(ctx, u.Email)
		if err != nil {
			return err
		}
		for _, inv := range invites {
			out.Invites = append(out.Invites, PendingInvite{Kind: inv.Kind, UID: inv.Uid})
		}
		if err := tx.erase(ctx, userID, true); err != nil {
			return err
		}
		if err := tx.q.RevokeUserAuthTokens(ctx, userID); err != nil {
			return err
		}
		if err := tx.q.DeleteUserPasswordResetTokens(ctx, userID); err != nil {
			return err
		}
		if out.User, err = tx.q.MarkUserDeleted(ctx, userID); err != nil {
			return err
		}
		return writeStartOf(ctx, tx, start, out)
	})
	return out, err
}

// EraseAccount erases what a deleted account still holds (userTables'
// erase statements), in one transaction; running it again changes nothing.
// An account that was not deleted is domain.ErrNotFound.
func (s *Store) EraseAccount(ctx context.Context, userID int64) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		u, err := tx.q.LockUser(ctx, userID)
		if err != nil {
			return notFound(err)
		}
		if u.DeletedAt == nil {
			return domain.ErrNotFound
		}
		return tx.erase(ctx, userID, false)
	})
}

// erase runs the erase statements that run at once, or the others.
func (s *Store) erase(ctx context.Context, userID int64, atOnce bool) error {
	for _, t := range userTables {
		if t.erase == "" || t.atOnce != atOnce {
			continue
		}
		if _, err := s.conn.Exec(ctx, t.erase, userID); err != nil {
			return err
		}
	}
	return nil
}
