package store

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Participant is a registration with the person who made it.
type Participant struct {
	record.Participant
	User record.User
}

// ParticipantQuery is one page of the participants list; Status "" and
// Banned, PresentToday or HasTeam nil leave those filters off.
type ParticipantQuery struct {
	HackathonID int64
	Search      string
	Status      domain.ParticipantStatus
	Banned      *bool
	// PresentToday: marked present on Today (the hackathon's day, domain.Today).
	PresentToday *bool
	Today        time.Time
	// HasTeam: an active member of one of the hackathon's teams.
	HasTeam       *bool
	Order         domain.ParticipantOrder
	Limit, Offset int
}

// Participants reads one page of a hackathon's participants and how many
// match in all.
func (s *Store) Participants(ctx context.Context, q ParticipantQuery) ([]Participant, int, error) {
	params := db.ListParticipantsParams{
		HackathonID: q.HackathonID, Search: likeEscape(q.Search), Banned: q.Banned,
		PresentToday: q.PresentToday, Today: q.Today, HasTeam: q.HasTeam,
		ByName: q.Order == domain.ParticipantsByName, Lim: int32(q.Limit), Off: int32(q.Offset),
	}
	if q.Status != "" {
		st := string(q.Status)
		params.Status = &st
	}
	rows, err := s.q.ListParticipants(ctx, params)
	if err != nil {
		return nil, 0, err
	}
	out := make([]Participant, len(rows))
	total := 0
	for i, r := range rows {
		out[i] = Participant{Participant: r.Participant, User: r.User}
		total = int(r.TotalCount)
	}
	if len(rows) == 0 && q.Offset > 0 {
		// past the end: the count comes from the first page
		first := q
		first.Limit, first.Offset = 1, 0
		_, total, err = s.Participants(ctx, first)
	}
	return out, total, err
}

// Participant reads one participant by id.
func (s *Store) Participant(ctx context.Context, id int64) (Participant, error) {
	r, err := s.q.GetParticipant(ctx, id)
	return Participant{Participant: r.Participant, User: r.User}, notFound(err)
}

// ParticipantChanges sets a participant's status and banned flag; nil
// leaves one as it is.
type ParticipantChanges struct {
	ID     int64
	Status *domain.ParticipantStatus
	Banned *bool
}

// UpdateParticipant writes the changes.
func (s *Store) UpdateParticipant(ctx context.Context, c ParticipantChanges) error {
	params := db.UpdateParticipantParams{ID: c.ID, Banned: c.Banned}
	if c.Status != nil {
		st := string(*c.Status)
		params.Status = &st
	}
	_, err := s.q.UpdateParticipant(ctx, params)
	return notFound(err)
}

// LeaveHackathon removes the user's registration, keeping when they joined
// and left for their timeline; NotFound if there was none.
func (s *Store) LeaveHackathon(ctx context.Context, hackathonID, userID int64) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.RecordDeparture(ctx, db.RecordDepartureParams{HackathonID: hackathonID, UserID: userID}); err != nil {
			return err
		}
		n, err := tx.q.DeleteParticipantOfUser(ctx, db.DeleteParticipantOfUserParams{HackathonID: hackathonID, UserID: userID})
		return rowsOrNotFound(n, err)
	})
}

// ParticipantIDOfUser is the user's participant id in the hackathon, 0 if
// they have not registered.
func (s *Store) ParticipantIDOfUser(ctx context.Context, hackathonID, userID int64) (int64, error) {
	id, err := s.q.ParticipantIDOfUser(ctx, db.ParticipantIDOfUserParams{HackathonID: hackathonID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// RotateInviteToken gives the hackathon a new share token: links with the
// old one stop working.
func (s *Store) RotateInviteToken(ctx context.Context, hackathonID int64) (string, error) {
	token, err := s.q.RotateInviteToken(ctx, hackathonID)
	return token, notFound(err)
}

// likeEscape makes % and _ in a search match themselves under ILIKE.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}
