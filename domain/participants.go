package domain

import "slices"

// ParticipantStatus is where a participant's registration stands
// (docs/decisions.md, Participants): SPEC leaves the values open.
type ParticipantStatus string

const (
	ParticipantStatusRegistered ParticipantStatus = "REGISTERED"
	ParticipantStatusConfirmed  ParticipantStatus = "CONFIRMED"
	ParticipantStatusWaitlisted ParticipantStatus = "WAITLISTED"
	ParticipantStatusCancelled  ParticipantStatus = "CANCELLED"
)

// ParticipantStatuses lists every status, the default first.
var ParticipantStatuses = []ParticipantStatus{ParticipantStatusRegistered, ParticipantStatusConfirmed, ParticipantStatusWaitlisted, ParticipantStatusCancelled}

// Valid: one of ParticipantStatuses.
func (s ParticipantStatus) Valid() bool { return slices.Contains(ParticipantStatuses, s) }

// ParticipantOrder sorts the participants list.
type ParticipantOrder string

const (
	ParticipantsByName         ParticipantOrder = "NAME"
	ParticipantsByRegisteredAt ParticipantOrder = "REGISTERED_AT"
)
