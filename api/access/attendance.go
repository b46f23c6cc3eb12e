package access

// Who records daily attendance (SPEC 3, docs/decisions.md Participants): a
// participant (not banned) says whether they are available, for themselves
// only; the creator and managers mark anyone present. Reading a participant's
// records follows CanSeeParticipants.

// CanSetOwnAvailability: the caller may record their own availability and
// read their own records.
func CanSetOwnAvailability(r Roles) bool {
	return r.IsParticipant && !r.IsBanned
}

// CanSetPresence: the caller may mark any participant present or not.
func CanSetPresence(r Roles) bool {
	return r.Organizer()
}
