package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// MetadataEntry is one kind of a user's onboarding answers, as JSON already checked.
type MetadataEntry struct {
	Type  domain.UserMetadataType
	Value []byte
}

// SaveUserMetadata stores the user's entries, each replacing the earlier
// answers of its type, in one transaction, and returns every entry of the user.
func (s *Store) SaveUserMetadata(ctx context.Context, userID int64, entries []MetadataEntry) ([]record.UserMetadatum, error) {
	var out []record.UserMetadatum
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		for _, e := range entries {
			if _, err := tx.q.SaveUserMetadata(ctx, db.SaveUserMetadataParams{UserID: userID, MetadataType: e.Type, Value: e.Value}); err != nil {
				return err
			}
		}
		var err error
		out, err = tx.q.ListUserMetadata(ctx, userID)
		return err
	})
	return out, err
}

// UserMetadata lists the user's entries by type.
func (s *Store) UserMetadata(ctx context.Context, userID int64) ([]record.UserMetadatum, error) {
	return s.q.ListUserMetadata(ctx, userID)
}

// PendingInvitesFor lists the open invites addressed to the e-mail address, newest first.
func (s *Store) PendingInvitesFor(ctx context.Context, email string) ([]record.Invite, error) {
	return s.q.ListPendingInvitesForEmail(ctx, email)
}

// PhaseSchedules returns the scheduled phases of each hackathon, keyed by its id, in one query.
func (s *Store) PhaseSchedules(ctx context.Context, hackathonIDs []int64) (map[int64][]domain.ScheduledPhase, error) {
	rows, err := s.q.ListPhaseSchedules(ctx, hackathonIDs)
	out := make(map[int64][]domain.ScheduledPhase, len(hackathonIDs))
	for _, r := range rows {
		startsAt := r.StartsAt.UTC()
		out[r.HackathonID] = append(out[r.HackathonID], domain.ScheduledPhase{Phase: domain.Phase(r.Phase), StartsAt: &startsAt})
	}
	return out, err
}
