package domain

import (
	"fmt"
	"time"
)

// ProgramItemKind says what a programme item is: an ordinary session, or
// the kickoff or closing session a hackathon has when hasKickoffSession or
// hasClosingSession is on (at most one of each). Values are the GraphQL enum
// values and what Postgres stores.
type ProgramItemKind string

const (
	ProgramSession ProgramItemKind = "SESSION"
	ProgramKickoff ProgramItemKind = "KICKOFF"
	ProgramClosing ProgramItemKind = "CLOSING"
)

// Flagged: the item exists because of a hackathon flag; it goes when the
// flag is switched off, not on its own.
func (k ProgramItemKind) Flagged() bool { return k == ProgramKickoff || k == ProgramClosing }

// DefaultSessionLength is how long a kickoff or closing session lasts until
// its organizers set its times.
const DefaultSessionLength = time.Hour

// SessionDefaults is what a kickoff or closing item holds when the flag
// creates it, for the organizers to fill.
type SessionDefaults struct {
	Kind             ProgramItemKind
	Name             string
	Description      string
	StartsAt, EndsAt time.Time
}

// DefaultSessions are the flagged items a hackathon running from start to
// end should have: the kickoff in its first hour, the closing in its last
// (both shortened to the hackathon's length).
func DefaultSessions(kickoff, closing bool, start, end time.Time) []SessionDefaults {
	length := min(DefaultSessionLength, end.Sub(start))
	var sessions []SessionDefaults
	if kickoff {
		sessions = append(sessions, SessionDefaults{ProgramKickoff, "Kickoff",
			"Welcome, the challenge and how the hackathon runs.", start, start.Add(length)})
	}
	if closing {
		sessions = append(sessions, SessionDefaults{ProgramClosing, "Closing ceremony",
			"Demos, winners and thanks.", end.Add(-length), end})
	}
	return sessions
}

// CheckProgramTimes reports what is wrong with an item's times in a
// hackathon running from start to end, in zone (the hackathon's time
// zone): field names startTime and endTime (SPEC 3); nil when they are fine.
func CheckProgramTimes(startsAt, endsAt, start, end time.Time, zone *time.Location) *Error {
	within := func(field string, t time.Time) *Error {
		if t.Before(start) || t.After(end) {
			return Invalid(field, "Must lie within the hackathon's dates: %s to %s.", FormatInstant(start.In(zone)), FormatInstant(end.In(zone)))
		}
		return nil
	}
	if err := within("startTime", startsAt); err != nil {
		return err
	}
	if !endsAt.After(startsAt) {
		return Invalid("endTime", "The end must be after the start.")
	}
	return within("endTime", endsAt)
}

// HackathonDeleted tells the people of a hackathon that its creator deleted
// it; its pages are gone, so it links to the user's hackathons.
type HackathonDeleted struct {
	HackathonRef
}

func (HackathonDeleted) Type() NotificationType { return NotifyHackathonDeleted }
func (n HackathonDeleted) Render() RenderedNotice {
	return RenderedNotice{"Hackathon deleted", fmt.Sprintf("%s was deleted by its organizers.", n.HackathonName), "/hackathon/mine"}
}
