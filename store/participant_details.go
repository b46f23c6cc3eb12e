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

// What the participant page shows of a person besides their registration.

// TeamMembership is one team the person belongs or belonged to.
type TeamMembership = record.TeamMembership

// HackathonProfileOfUser is the user's hackathon profile; found false when
// they never saved one.
func (s *Store) HackathonProfileOfUser(ctx context.Context, userID int64) (p record.HackathonProfile, found bool, err error) {
	p, err = s.q.HackathonProfileOfUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, false, nil
	}
	return p, err == nil, err
}

// TeamMemberships lists the user's teams in the hackathon, active ones first.
func (s *Store) TeamMemberships(ctx context.Context, hackathonID, userID int64) ([]TeamMembership, error) {
	return s.q.TeamMembershipsOfUser(ctx, db.TeamMembershipsOfUserParams{HackathonID: hackathonID, UserID: userID})
}

// MentorStatus is the user's status as a mentor of the hackathon; nil when
// they are not one.
func (s *Store) MentorStatus(ctx context.Context, hackathonID, userID int64) (*domain.MemberStatus, error) {
	st, err := s.q.MentorStatusOfUser(ctx, db.MentorStatusOfUserParams{HackathonID: hackathonID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return &st, err
}

// ParticipationEvent is an entry of the user's timeline as a participant.
type ParticipationEvent struct {
	Kind          domain.ParticipationEventKind
	HackathonID   int64
	HackathonName string
	At            time.Time
	// Day is the day checked in, for CHECKED_IN.
	Day *time.Time
}

// ParticipationEvents lists the user's last limit timeline entries as a
// participant, newest first.
func (s *Store) ParticipationEvents(ctx context.Context, userID int64, limit int) ([]ParticipationEvent, error) {
	rows, err := s.q.ListParticipationEvents(ctx, db.ListParticipationEventsParams{UserID: userID, Lim: int32(limit)})
	out := make([]ParticipationEvent, len(rows))
	for i, r := range rows {
		out[i] = ParticipationEvent{Kind: domain.ParticipationEventKind(r.Kind), HackathonID: r.HackathonID, HackathonName: r.HackathonName, At: r.At, Day: r.Day}
	}
	return out, err
}
