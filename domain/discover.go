package domain

import "time"

// DiscoverSort orders discover's search (issue 33).
type DiscoverSort string

const (
	// SortSoonest: running and upcoming hackathons by start, then ended ones, latest first.
	SortSoonest DiscoverSort = "SOONEST"
	// SortNewest: the most recently created first.
	SortNewest DiscoverSort = "NEWEST"
	// SortMostParticipants: the most participants first.
	SortMostParticipants DiscoverSort = "MOST_PARTICIPANTS"
)

// Valid reports whether s is one of the sorts.
func (s DiscoverSort) Valid() bool {
	return s == SortSoonest || s == SortNewest || s == SortMostParticipants
}

// DiscoverSearch is what discover's search narrows public hackathons by; a
// zero field narrows nothing.
type DiscoverSearch struct {
	// Text in web-search syntax ("quoted phrase", -excluded, or).
	Text           string
	Phase          Phase
	Status         HackathonStatus
	From, To       *time.Time
	OrganizationID int64
	Sort           DiscoverSort
}
