package workflows

import (
	"fmt"
	"strconv"

	"github.com/hackforge/hackforge/domain"
)

// One Start per workflow type: its ID, whether it may run again, and the
// summary and memo an operator reads in the Temporal UI.

// PasswordResetStart e-mails a reset link; a later request runs again.
func PasswordResetStart(in PasswordResetInput, addressPseudonym string) Start {
	return Start{ID: PasswordResetID(addressPseudonym), Type: PasswordResetWorkflowName, Input: in,
		Summary: "Password reset e-mail", Rerun: true}
}

// HackathonLifecycleStart moves the owner's hackathon through its phases.
func HackathonLifecycleStart(o Owner, organizationName string, phase domain.Phase) Start {
	return Start{ID: HackathonLifecycleID(o.HackathonID), Type: HackathonLifecycleWorkflowName,
		Input:   HackathonLifecycleInput{HackathonID: o.HackathonID},
		Summary: "Phases of " + o.Name + " (" + organizationName + ")",
		Memo:    HackathonLifecycleMemo(o.HackathonID, o.Name, organizationName, phase),
		Owner:   o, Rerun: true}
}

// CheckInCodesStart e-mails check-in codes: one participant's, or (no
// ParticipantID) everyone's when registration opens.
func CheckInCodesStart(in CheckInCodesInput, o Owner) Start {
	summary := "Check-in code e-mails for everyone in " + o.Name
	if in.ParticipantID != 0 {
		summary = fmt.Sprintf("Check-in code e-mail for participant %d of %s", in.ParticipantID, o.Name)
	}
	return Start{ID: CheckInCodesID(in.HackathonID, in.ParticipantID), Type: CheckInCodesWorkflowName,
		Input: in, Summary: summary, Owner: o, Rerun: true}
}

// InviteStart e-mails one round of an invite and waits for its answer; the
// next round runs under the same ID.
func InviteStart(in InviteInput) Start {
	return Start{ID: InviteID(in.Kind, in.UID), Type: InviteWorkflowName, Input: in,
		Summary: fmt.Sprintf("%s invite %s for %s", capitalized(in.Kind.RoleName()), shortUID(in.UID), in.Place),
		Details: fmt.Sprintf("Round %d: reminder at %s, expires at %s.", in.Round, utc(in.RemindAt), utc(in.ExpiresAt)),
		Memo:    map[string]any{"kind": string(in.Kind), "place": in.Place},
		Owner:   Owner{HackathonID: in.HackathonID, OrganizationID: in.OrganizationID, Name: in.Place},
		Rerun:   true}
}

// InviteBatchStart starts the Invite workflows of one request; requestID
// is new for each request.
func InviteBatchStart(requestID string, in InviteBatchInput) Start {
	s := Start{ID: InviteBatchID(requestID), Type: InviteBatchWorkflowName, Input: in,
		Summary: fmt.Sprintf("%d invites", len(in.Invites))}
	if len(in.Invites) > 0 {
		first := in.Invites[0]
		s.Summary += " for " + first.Place
		s.Owner = Owner{HackathonID: first.HackathonID, OrganizationID: first.OrganizationID, Name: first.Place}
	}
	return s
}

// IdeaApprovalStart waits for the organizers' decision on an idea; a lost
// one is started again while the idea waits.
func IdeaApprovalStart(in IdeaApprovalInput) Start {
	o := Owner{HackathonID: in.HackathonID, OrganizationID: in.OrganizationID, Name: in.HackathonName}
	return Start{ID: IdeaApprovalID(in.IdeaID), Type: IdeaApprovalWorkflowName, Input: in,
		Summary: fmt.Sprintf("Approval of idea %d in %s", in.IdeaID, o.Name),
		Details: "Idea: " + strconv.Quote(in.IdeaName),
		Memo:    map[string]any{"hackathon": o.Name, "idea": in.IdeaName},
		Owner:   o, Rerun: true}
}

// AIFeedbackStart answers one AI query, once.
func AIFeedbackStart(in AIFeedbackInput, o Owner) Start {
	return Start{ID: AIQueryID(in.UID), Type: AIFeedbackWorkflowName, Input: in,
		Summary: fmt.Sprintf("%s feedback %s on idea %d in %s", in.Service, shortUID(in.UID), in.IdeaID, o.Name),
		Memo:    map[string]any{"service": in.Service},
		Owner:   o}
}

// SubmissionConfirmationStart e-mails a team that its submission arrived;
// each submit of the same submission runs again.
func SubmissionConfirmationStart(in SubmissionConfirmationInput, o Owner) Start {
	return Start{ID: SubmissionConfirmationID(in.SubmissionID), Type: SubmissionConfirmationWorkflowName, Input: in,
		Summary: fmt.Sprintf("Submission confirmation: submission %d of team %d in %s", in.SubmissionID, in.TeamID, o.Name),
		Details: "Category: " + in.CategoryName,
		Owner:   o, Rerun: true}
}

// JoinRequestEmailStart e-mails a team's admins that someone asked to join,
// or the participant a team invited.
func JoinRequestEmailStart(in JoinRequestEmailInput, o Owner) Start {
	summary, details := "Join request %d to team %d in %s", "E-mails the team's admins, once each."
	if in.Invitation {
		summary, details = "Invitation %d from team %d in %s", "E-mails the invited participant, once."
	}
	return Start{ID: JoinRequestEmailID(in.RequestID), Type: JoinRequestEmailWorkflowName, Input: in,
		Summary: fmt.Sprintf(summary, in.RequestID, in.TeamID, o.Name),
		Details: details,
		Owner:   o}
}

// ParticipantExportStart writes one export's file and deletes it later.
func ParticipantExportStart(in ParticipantExportInput, o Owner) Start {
	return Start{ID: ParticipantExportID(in.HackathonID, in.UID), Type: ParticipantExportWorkflowName, Input: in,
		Summary: fmt.Sprintf("Participant export %s of %s", shortUID(in.UID), o.Name),
		Details: "The file is deleted at " + utc(in.ExpiresAt) + ".",
		Memo:    map[string]any{"hackathon": in.Hackathon},
		Owner:   o}
}

// AccountDeletionStart erases a deleted account's personal data, once.
func AccountDeletionStart(in AccountDeletionInput) Start {
	return Start{ID: AccountDeletionID(in.UserID), Type: AccountDeletionWorkflowName, Input: in,
		Summary: fmt.Sprintf("Deletion of account %d", in.UserID),
		Details: fmt.Sprintf("%d pending invites stopped.", len(in.Invites))}
}

// ResultsAnnouncementStart tells the winning teams of the owner's hackathon
// that its results are published; running it again tells nobody twice.
func ResultsAnnouncementStart(in ResultsAnnouncementInput, o Owner) Start {
	return Start{ID: ResultsAnnouncementID(in.HackathonID), Type: ResultsAnnouncementWorkflowName, Input: in,
		Summary: "Results announcement of " + o.Name,
		Details: "Notifies and e-mails the winning teams' members, once each.",
		Memo:    map[string]any{"hackathon": o.Name},
		Owner:   o, Rerun: true}
}

// AnnouncementStart sleeps until an announcement's time and delivers it, once.
func AnnouncementStart(in AnnouncementInput) Start {
	o := Owner{HackathonID: in.HackathonID, OrganizationID: in.OrganizationID, Name: in.HackathonName}
	return Start{ID: AnnouncementID(in.HackathonID, in.AnnouncementID), Type: AnnouncementWorkflowName, Input: in,
		Summary: fmt.Sprintf("Announcement %d to %s of %s", in.AnnouncementID, in.Audience.DisplayName(), o.Name),
		Details: "Scheduled for " + utc(in.SendAt) + "; edits, cancellation and timeline moves may change that.",
		Memo:    map[string]any{"hackathon": o.Name, "audience": string(in.Audience)},
		Owner:   o}
}
