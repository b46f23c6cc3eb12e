package access

// Who sees and runs a hackathon's participants (SPEC 2.5, docs/decisions.md
// Participants): mentors, the creator and managers read the list and each
// participant; the creator and managers change status and banned flag and
// rotate the share token; a participant (not banned) may leave.

// CanSeeParticipants: the caller may list the participants and read one.
func CanSeeParticipants(r Roles) bool {
	return r.Organizer() || r.IsMentor
}

// CanManageParticipants: the caller may change a participant's status and
// banned flag, and issue a new share token.
func CanManageParticipants(r Roles) bool {
	return r.Organizer()
}

// CanLeaveHackathon: a participant removes their own registration; a banned
// one stays banned (leaving and joining again would lift the ban).
func CanLeaveHackathon(r Roles) bool {
	return r.IsParticipant && !r.IsBanned
}
