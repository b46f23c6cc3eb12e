package store

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store/db"
)

// Attendance is one participant's record for one day (SPEC 3).
type Attendance = db.Attendance

// MarkPresent marks the participant present on day (a domain.Today day),
// checked in by byUserID (0: nobody in particular). alreadyPresent says they
// were marked present on that day before, and nothing changed.
func (s *Store) MarkPresent(ctx context.Context, participantID int64, day time.Time, byUserID int64) (alreadyPresent bool, err error) {
	n, err := s.q.MarkPresent(ctx, db.MarkPresentParams{ParticipantID: participantID, Date: day, CheckedInBy: userRef(byUserID)})
	return n == 0 && err == nil, err
}

// SetPresence marks the participant present or not on day, as an organiser
// does by hand.
func (s *Store) SetPresence(ctx context.Context, participantID int64, day time.Time, present bool, byUserID int64) (Attendance, error) {
	return s.q.SetPresence(ctx, db.SetPresenceParams{ParticipantID: participantID, Date: day, Present: present, CheckedInBy: userRef(byUserID)})
}

// SetAvailability records whether the participant is available on day.
func (s *Store) SetAvailability(ctx context.Context, participantID int64, day time.Time, available bool) (Attendance, error) {
	return s.q.SetAvailability(ctx, db.SetAvailabilityParams{ParticipantID: participantID, Date: day, Available: available})
}

// Attendances lists the participant's records, oldest day first.
func (s *Store) Attendances(ctx context.Context, participantID int64) ([]Attendance, error) {
	return s.q.ListAttendances(ctx, participantID)
}

// CountPresent is how many of the hackathon's participants are present on day.
func (s *Store) CountPresent(ctx context.Context, hackathonID int64, day time.Time) (int, error) {
	n, err := s.q.CountPresentOn(ctx, db.CountPresentOnParams{HackathonID: hackathonID, Date: day})
	return int(n), err
}

// userRef is a nullable users reference: 0 is none.
func userRef(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}
