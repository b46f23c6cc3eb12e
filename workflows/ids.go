package workflows

import (
	"github.com/hackforge/hackforge/domain"

	"strconv"
)

// PasswordResetID keys a reset by a pseudonym of the address it was asked
// for (never the address: workflow IDs are not encrypted), so a double click
// while one is running does not send two e-mails.
func PasswordResetID(addressPseudonym string) string {
	return "password-reset:" + addressPseudonym
}

// HackathonLifecycleID is the ID of a hackathon's phase-progression
// workflow: one per hackathon, e.g. "hackathon-lifecycle:42".
func HackathonLifecycleID(hackathonID int64) string {
	return "hackathon-lifecycle:" + strconv.FormatInt(hackathonID, 10)
}

// InviteID is the ID of an invite's workflow, e.g. "invite:JUDGE:<uid>".
// An invite keeps its uid while it is pending, so inviting the same address
// again finds the running workflow instead of sending a second e-mail.
func InviteID(kind domain.InviteKind, uid string) string {
	return "invite:" + string(kind) + ":" + uid
}

// InviteBatchID is the ID of the workflow that starts the Invite workflows
// of one invite request; requestID is unique per request.
func InviteBatchID(requestID string) string {
	return "invite-batch:" + requestID
}

// CheckInCodesID is the ID of a CheckInCodes run: "check-in-codes:42" for
// every participant of hackathon 42, "check-in-codes:42:7" for participant 7.
func CheckInCodesID(hackathonID, participantID int64) string {
	id := "check-in-codes:" + strconv.FormatInt(hackathonID, 10)
	if participantID != 0 {
		id += ":" + strconv.FormatInt(participantID, 10)
	}
	return id
}

// ParticipantExportID is the ID of an export's workflow, e.g.
// "participant-export:42:<uid>".
func ParticipantExportID(hackathonID int64, uid string) string {
	return "participant-export:" + strconv.FormatInt(hackathonID, 10) + ":" + uid
}

// IdeaApprovalID is the ID of an idea's approval workflow, e.g. "idea-approval:17".
func IdeaApprovalID(ideaID int64) string {
	return "idea-approval:" + strconv.FormatInt(ideaID, 10)
}

// AIQueryID is the ID of an AI query's workflow, e.g. "ai-query:<uid>".
func AIQueryID(uid string) string {
	return "ai-query:" + uid
}

// SubmissionConfirmationID is the ID of a submission's confirmation e-mails,
// e.g. "submission-confirmation:42".
func SubmissionConfirmationID(submissionID int64) string {
	return "submission-confirmation:" + strconv.FormatInt(submissionID, 10)
}

// JoinRequestEmailID is the ID of a join request's e-mails to the team's
// admins, e.g. "join-request-email:42".
func JoinRequestEmailID(requestID int64) string {
	return "join-request-email:" + strconv.FormatInt(requestID, 10)
}

// AccountDeletionID is the ID of an account's deletion workflow, e.g.
// "account-deletion:42": the user id, no personal data.
func AccountDeletionID(userID int64) string {
	return "account-deletion:" + strconv.FormatInt(userID, 10)
}

// ResultsAnnouncementID is the ID of the announcement of a hackathon's
// results, e.g. "results-announcement:42": results are published once.
func ResultsAnnouncementID(hackathonID int64) string {
	return "results-announcement:" + strconv.FormatInt(hackathonID, 10)
}

// AnnouncementID is the ID of an announcement's workflow, e.g.
// "announcement:42:7" for announcement 7 of hackathon 42.
func AnnouncementID(hackathonID, announcementID int64) string {
	return "announcement:" + strconv.FormatInt(hackathonID, 10) + ":" + strconv.FormatInt(announcementID, 10)
}
