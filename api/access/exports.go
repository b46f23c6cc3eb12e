package access

import "github.com/hackforge/hackforge/store/record"

// Who exports a hackathon's participants (issue 9, docs/decisions.md
// Participants): the creator and managers start an export; the export, its
// progress, its file and its inbox job are the requester's alone (another
// organizer starts their own).

// CanExportParticipants: the caller may export the participants as CSV.
func CanExportParticipants(r Roles) bool {
	return r.Organizer()
}

// CanSeeExport: the user asked for the export. Others are told it does not
// exist.
func CanSeeExport(e record.Export, userID int64) bool {
	return userID != 0 && e.RequesterID == userID
}
