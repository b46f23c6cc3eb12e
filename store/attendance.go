package store

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Attendance is one participant's record for one day (SPEC 3).
type Attendance = record.Attendance

// MarkPresent marks the participant present on day (a domain.Today day),
// checked in by byUserID (0: nobody in particular). alreadyPresent says they
// were marked present on that day before, and nothing changed.
func (s *Store) MarkPresent(ctx context.Context, participantID int64, day time.Time, byUserID int64) (alreadyPresent bool, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		n, err := tx.q.MarkPresent(ctx, db.MarkPresentParams{ParticipantID: participantID, Date: day, CheckedInBy: ref(byUserID)})
		if err != nil {
			return err
		}
		alreadyPresent = n == 0
		return tx.q.SyncPresentAtHackathon(ctx, participantID)
	})
	return alreadyPresent, err
}

// SetPresence marks the participant present or not on day, as an organizer
// does by hand.
func (s *Store) SetPresence(ctx context.Context, participantID int64, day time.Time, present bool, byUserID int64) (a Attendance, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		a, err = tx.q.SetPresence(ctx, db.SetPresenceParams{ParticipantID: participantID, Date: day, Present: present, CheckedInBy: ref(byUserID)})
		if err != nil {
			return err
		}
		return tx.q.SyncPresentAtHackathon(ctx, participantID)
	})
	return a, err
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
func ref(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// AttendancesOfParticipants reads the records of many participants at once,
// by participant id (for the loaders).
func (s *Store) AttendancesOfParticipants(ctx context.Context, participantIDs []int64) (map[int64][]Attendance, error) {
	rows, err := s.q.ListAttendancesOfParticipants(ctx, participantIDs)
	out := make(map[int64][]Attendance)
	for _, r := range rows {
		out[r.ParticipantID] = append(out[r.ParticipantID], r)
	}
	return out, err
}
