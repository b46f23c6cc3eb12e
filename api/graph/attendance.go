package graph

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// dayLayout writes attendance days: calendar dates in the hackathon's zone.
const dayLayout = time.DateOnly

// myParticipationEventsLimit bounds the user's timeline entries.
const myParticipationEventsLimit = 100

// attendanceDay is the day an attendance input names: today in the
// hackathon's zone when date is nil; refused on "date" when malformed or
// outside the hackathon's days.
func attendanceDay(h *store.HackathonView, date *string, now time.Time) (time.Time, error) {
	zone := domain.Zone(h.TimeZone)
	day := domain.DayAt(now, zone)
	if date != nil {
		var err error
		if day, err = time.Parse(dayLayout, *date); err != nil {
			return day, domain.Invalid("date", "Write the date as YYYY-MM-DD.")
		}
	}
	return day, domain.CheckAttendanceDay(day, h.StartDatetime, h.EndDatetime, zone)
}

// formatDays writes days as the API shows them.
func formatDays(days []time.Time) []string {
	out := make([]string, len(days))
	for i, d := range days {
		out[i] = d.Format(dayLayout)
	}
	return out
}

// attendancesOf loads a participant's records, batched over a page.
func attendancesOf(ctx context.Context, participantID int64) ([]store.Attendance, error) {
	records, err := loaders.For(ctx).AttendancesOfParticipant.Load(ctx, participantID)
	if records == nil {
		records = []store.Attendance{}
	}
	return records, err
}
