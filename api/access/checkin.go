package access

// Who checks participants in (SPEC 2.4, docs/decisions.md Participants):
// the creator and managers run the QR scanner and read today's count; a
// participant who is not banned sees their own check-in code.

// CanCheckInParticipants: the caller may check participants in by their
// code and read how many are present today.
func CanCheckInParticipants(r Roles) bool {
	return r.Organizer()
}

// HasCheckInCode: the caller is a participant with a check-in code to show.
func HasCheckInCode(r Roles) bool {
	return r.IsParticipant && !r.IsBanned
}
