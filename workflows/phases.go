package workflows

import (
	"fmt"
	"time"
)

// Phase is the stage a hackathon is in. Values are the GraphQL enum values
// (SCREAMING_CASE) and the values stored in Postgres.
type Phase string

// The phases, in the order a hackathon goes through them.
const (
	PhasePlanning         Phase = "PLANNING"
	PhaseRegistrationOpen Phase = "REGISTRATION_OPEN"
	PhaseHacking          Phase = "HACKING"
	PhaseJudging          Phase = "JUDGING"
	PhasePopularVote      Phase = "POPULAR_VOTE" // only when the hackathon hasPopularVote
	PhaseComplete         Phase = "COMPLETE"
)

var allPhases = []Phase{
	PhasePlanning,
	PhaseRegistrationOpen,
	PhaseHacking,
	PhaseJudging,
	PhasePopularVote,
	PhaseComplete,
}

var phaseDisplayNames = map[Phase]string{
	PhasePlanning:         "Planning",
	PhaseRegistrationOpen: "Registration open",
	PhaseHacking:          "Hacking",
	PhaseJudging:          "Judging",
	PhasePopularVote:      "Popular vote",
	PhaseComplete:         "Complete",
}

// AllPhases returns every phase in order, POPULAR_VOTE included.
func AllPhases() []Phase {
	return append([]Phase(nil), allPhases...)
}

// EnabledPhases returns the phases a hackathon goes through, in order:
// POPULAR_VOTE only when hasPopularVote.
func EnabledPhases(hasPopularVote bool) []Phase {
	phases := make([]Phase, 0, len(allPhases))
	for _, p := range allPhases {
		if p.EnabledFor(hasPopularVote) {
			phases = append(phases, p)
		}
	}
	return phases
}

// Valid reports whether p is one of the known phases.
func (p Phase) Valid() bool {
	_, ok := phaseDisplayNames[p]
	return ok
}

// EnabledFor reports whether a hackathon goes through p.
func (p Phase) EnabledFor(hasPopularVote bool) bool {
	return p.Valid() && (p != PhasePopularVote || hasPopularVote)
}

// DisplayName is the name shown to people, e.g. "Registration open".
// Unknown phases are shown as their raw value.
func (p Phase) DisplayName() string {
	if name, ok := phaseDisplayNames[p]; ok {
		return name
	}
	return string(p)
}

// String returns the raw value, e.g. "REGISTRATION_OPEN".
func (p Phase) String() string { return string(p) }

// Index is p's position in AllPhases, or -1 for an unknown phase.
func (p Phase) Index() int {
	for i, q := range allPhases {
		if q == p {
			return i
		}
	}
	return -1
}

// Next returns the phase that follows p for a hackathon with or without a
// popular vote, and false when there is none (p is COMPLETE or unknown).
func Next(p Phase, hasPopularVote bool) (Phase, bool) {
	i := p.Index()
	if i < 0 {
		return "", false
	}
	for _, q := range allPhases[i+1:] {
		if q.EnabledFor(hasPopularVote) {
			return q, true
		}
	}
	return "", false
}

// ScheduledPhase is one row of a hackathon's timeline: when a phase starts.
// StartsAt nil means "not scheduled": the hackathon stays in the phase
// before until someone schedules it or advances by hand.
type ScheduledPhase struct {
	Phase    Phase
	StartsAt *time.Time
}

// StartsAtOf returns the scheduled start of phase p in timeline, or nil.
func StartsAtOf(timeline []ScheduledPhase, p Phase) *time.Time {
	for _, s := range timeline {
		if s.Phase == p {
			return s.StartsAt
		}
	}
	return nil
}

// TimelineError says what is wrong with one phase of a timeline. The API
// maps Phase to the form field of that phase's start time.
type TimelineError struct {
	Phase   Phase
	Message string
}

func (e *TimelineError) Error() string {
	return fmt.Sprintf("%s: %s", e.Phase.DisplayName(), e.Message)
}

// ValidateTimeline checks a timeline before it is stored: known phases, each
// phase at most once, no start time for POPULAR_VOTE unless the hackathon
// hasPopularVote, and each scheduled start strictly after the start of the
// closest earlier scheduled phase. Unscheduled phases (nil) are allowed
// anywhere. It returns the first problem as a *TimelineError, or nil.
func ValidateTimeline(timeline []ScheduledPhase, hasPopularVote bool) error {
	seen := make(map[Phase]bool, len(timeline))
	for _, s := range timeline {
		switch {
		case !s.Phase.Valid():
			return &TimelineError{Phase: s.Phase, Message: "unknown phase"}
		case seen[s.Phase]:
			return &TimelineError{Phase: s.Phase, Message: "appears more than once"}
		case s.StartsAt != nil && !s.Phase.EnabledFor(hasPopularVote):
			return &TimelineError{Phase: s.Phase, Message: "this hackathon has no popular vote"}
		}
		seen[s.Phase] = true
	}

	var prev Phase
	var prevAt *time.Time
	for _, p := range EnabledPhases(hasPopularVote) {
		at := StartsAtOf(timeline, p)
		if at == nil {
			continue
		}
		if prevAt != nil && !at.After(*prevAt) {
			return &TimelineError{
				Phase:   p,
				Message: fmt.Sprintf("must start after %s (%s)", prev.DisplayName(), prevAt.UTC().Format(time.RFC3339)),
			}
		}
		prev, prevAt = p, at
	}
	return nil
}
