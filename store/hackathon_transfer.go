package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// TransferHackathon hands the hackathon from its creator to newCreatorID, a
// member of its Organizing Team, in one transaction: the new creator leaves
// the team (the creator role includes it) and the former creator joins it.
// newCreatorID not on the team is an Invalid on field; a creator who changed
// meanwhile is a Conflict.
func (s *Store) TransferHackathon(ctx context.Context, hackathonID, creatorID, newCreatorID int64, field string) (record.Hackathon, error) {
	var h record.Hackathon
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		n, err := tx.q.RemoveManagerByUser(ctx, db.RemoveManagerByUserParams{HackathonID: hackathonID, UserID: newCreatorID})
		if err != nil {
			return err
		}
		if n == 0 {
			return domain.Invalid(field, "Choose a member of the hackathon's Organizing Team.")
		}
		h, err = tx.q.TransferHackathonCreator(ctx, db.TransferHackathonCreatorParams{ID: hackathonID, CreatorID: creatorID, NewCreatorID: newCreatorID})
		if errors.Is(err, pgx.ErrNoRows) {
			return domain.Conflict("", "Only the hackathon's creator can hand it over.")
		}
		if err != nil {
			return err
		}
		return tx.q.AddManager(ctx, db.AddManagerParams{HackathonID: hackathonID, UserID: creatorID})
	})
	return h, err
}
