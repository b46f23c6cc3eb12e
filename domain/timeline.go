package domain

import (
	"fmt"
	"time"
)

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

// ValidateTimeline checks a timeline before it is stored: known phases, each
// phase at most once, no start time for POPULAR_VOTE unless the hackathon
// hasPopularVote, and each scheduled start strictly after the start of the
// closest earlier scheduled phase. Unscheduled phases (nil) are allowed
// anywhere. It returns the first problem as an Invalid *Error naming the
// phase's start-time field (PhaseField), or nil.
func ValidateTimeline(timeline []ScheduledPhase, hasPopularVote bool) error {
	seen := make(map[Phase]bool, len(timeline))
	for _, s := range timeline {
		switch {
		case !s.Phase.Valid():
			return timelineError(s.Phase, "unknown phase")
		case seen[s.Phase]:
			return timelineError(s.Phase, "appears more than once")
		case s.StartsAt != nil && !s.Phase.EnabledFor(hasPopularVote):
			return timelineError(s.Phase, "this hackathon has no popular vote")
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
			return timelineError(p, fmt.Sprintf("must start after %s (%s)", prev.DisplayName(), prevAt.UTC().Format(time.RFC3339)))
		}
		prev, prevAt = p, at
	}
	return nil
}

// PhaseField is the input field of a phase's start time, e.g.
// "phases.HACKING.startsAt", that timeline errors name.
func PhaseField(p Phase) string { return "phases." + string(p) + ".startsAt" }

func timelineError(p Phase, problem string) *Error {
	return Invalid(PhaseField(p), "%s: %s", p.DisplayName(), problem)
}
