package domain

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
