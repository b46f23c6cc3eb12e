package store

import (
	"context"
	"crypto/rand"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/store/internal/db"
)

// checkInKeyName names the key that signs the participants' check-in codes.
const checkInKeyName = "check-in"

// CheckInKey is the server's key for check-in codes (domain.CheckInCode),
// made at random on first use and the same for every process afterwards.
func (s *Store) CheckInKey(ctx context.Context) ([]byte, error) {
	return s.serverKey(ctx, checkInKeyName)
}

// serverKey is the server's signing key of the name, made at random on
// first use (the first process to make it wins) and the same afterwards.
func (s *Store) serverKey(ctx context.Context, name string) ([]byte, error) {
	if key, err := s.q.GetServerKey(ctx, name); !errors.Is(err, pgx.ErrNoRows) {
		return key, err
	}
	key := make([]byte, 32)
	_, _ = rand.Read(key) // crypto/rand.Read never fails
	if err := s.q.CreateServerKey(ctx, db.CreateServerKeyParams{Name: name, Key: key}); err != nil {
		return nil, err
	}
	return s.q.GetServerKey(ctx, name)
}

// CheckInRecipient is a participant to e-mail their check-in code.
type CheckInRecipient = db.ListCheckInRecipientsRow

// CheckInRecipients lists the hackathon's participants who are not banned,
// or only participantID among them when it is not 0.
func (s *Store) CheckInRecipients(ctx context.Context, hackathonID, participantID int64) ([]CheckInRecipient, error) {
	return s.q.ListCheckInRecipients(ctx, db.ListCheckInRecipientsParams{HackathonID: hackathonID, ParticipantID: participantID})
}
