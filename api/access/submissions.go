package access

// Competition categories and submissions (SPEC 3, 7.2; issue 12;
// docs/decisions.md Submissions): the creator and managers build the
// categories and their templates; everyone who sees the hackathon sees its
// categories. A team's members (participants, not banned) read and edit its
// submissions until the deadline, and its admins submit them; the creator
// and managers read every team's. Judges' access is the judging domain's.

// CanManageCategories: the caller may create, change, delete and choose the
// default of the hackathon's categories and templates, and allow late
// submissions.
func CanManageCategories(r Roles) bool {
	return r.Organizer()
}

// CanSeeSubmission: the caller may read a team's submissions.
func CanSeeSubmission(r Roles, s TeamStanding) bool {
	return r.Organizer() || (s.IsMember && !r.IsBanned)
}

// CanEditSubmission: the caller may save the team's response (a draft).
func CanEditSubmission(r Roles, s TeamStanding) bool {
	return s.IsMember && r.IsParticipant && !r.IsBanned
}

// CanSubmitSubmission: the caller may submit the team's response.
func CanSubmitSubmission(r Roles, s TeamStanding) bool {
	return s.IsAdmin && CanEditSubmission(r, s)
}

// SubmissionViewerCan is what the web app shows of a team's submissions.
type SubmissionViewerCan struct {
	Edit, Submit bool
	// Score is the judging domain's (CanScoreSubmission).
	Score bool
}

// SubmissionViewerCanOf decides each capability for the viewer; open is
// whether submissions are still accepted (before the deadline, or late
// ones allowed).
func SubmissionViewerCanOf(r Roles, s TeamStanding, open bool) SubmissionViewerCan {
	return SubmissionViewerCan{
		Edit:   open && CanEditSubmission(r, s),
		Submit: open && CanSubmitSubmission(r, s),
	}
}
