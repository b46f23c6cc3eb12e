package domain

import "time"

// Attendance days are calendar days in the hackathon's time zone, stored as
// Postgres dates; in Go a day is midnight UTC of that date.

// Zone is the hackathon's time zone by its IANA name; UTC when the name is
// unknown (hackathons store only names that loaded when they were saved).
func Zone(name string) *time.Location {
	zone, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	return zone
}

// DayAt is the calendar day at instant t in the zone.
func DayAt(t time.Time, zone *time.Location) time.Time {
	y, m, d := t.In(zone).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Today is the day at now in the time zone named timeZone (a hackathon's
// time_zone): the day a check-in or "available today" is for.
func Today(timeZone string, now time.Time) time.Time {
	return DayAt(now, Zone(timeZone))
}

// HackathonDays lists the days a hackathon running from start to end covers
// in its zone, the first and last included.
func HackathonDays(start, end time.Time, zone *time.Location) []time.Time {
	var days []time.Time
	for d, last := DayAt(start, zone), DayAt(end, zone); !d.After(last); d = d.AddDate(0, 0, 1) {
		days = append(days, d)
	}
	return days
}

// CheckAttendanceDay refuses a day outside the hackathon's days, on the
// input field "date".
func CheckAttendanceDay(day, start, end time.Time, zone *time.Location) error {
	if day.Before(DayAt(start, zone)) || day.After(DayAt(end, zone)) {
		return Invalid("date", "Pick a day of the hackathon.")
	}
	return nil
}

// ParticipationEventKind names an entry of a user's timeline as a participant.
type ParticipationEventKind string

const (
	ParticipationJoined    ParticipationEventKind = "JOINED"
	ParticipationCheckedIn ParticipationEventKind = "CHECKED_IN"
	ParticipationLeft      ParticipationEventKind = "LEFT"
)
