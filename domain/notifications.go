package domain

import (
	"encoding/json"
	"fmt"
	"net/url"
	"time"
)

// NotificationType names a kind of notification; values are the GraphQL
// enum values and what Postgres stores.
type NotificationType string

const (
	NotifyJudgeInvite                     NotificationType = "JUDGE_INVITE"
	NotifyMentorInvite                    NotificationType = "MENTOR_INVITE"
	NotifyVolunteerInvite                 NotificationType = "VOLUNTEER_INVITE"
	NotifyOrganizingTeamMemberInvite      NotificationType = "ORGANIZING_TEAM_MEMBER_INVITE"
	NotifyHackathonSubmissionConfirmation NotificationType = "HACKATHON_SUBMISSION_CONFIRMATION"
	NotifyIdeaApprovalRequest             NotificationType = "IDEA_APPROVAL_REQUEST"
	NotifyIdeaApprovalRejected            NotificationType = "IDEA_APPROVAL_REJECTED"
	NotifyTeamJoinRequest                 NotificationType = "TEAM_JOIN_REQUEST"
	NotifyTeamJoinRequestAccepted         NotificationType = "TEAM_JOIN_REQUEST_ACCEPTED"
	NotifyParticipantRegistered           NotificationType = "PARTICIPANT_REGISTERED"
	NotifyHackathonPhaseChanged           NotificationType = "HACKATHON_PHASE_CHANGED"
	NotifySubmissionReminder              NotificationType = "SUBMISSION_REMINDER"
	NotifyHackathonDeleted                NotificationType = "HACKATHON_DELETED"
	NotifyIdeaApproved                    NotificationType = "IDEA_APPROVED"
	NotifyIdeaChangesRequested            NotificationType = "IDEA_CHANGES_REQUESTED"
	NotifyFeedbackThanks                  NotificationType = "FEEDBACK_THANKS"
	NotifyTeamInvitation                  NotificationType = "TEAM_INVITATION"
	NotifyTeamInvitationAccepted          NotificationType = "TEAM_INVITATION_ACCEPTED"
	NotifyTeamDeleted                     NotificationType = "TEAM_DELETED"
	NotifyResultsPublished                NotificationType = "RESULTS_PUBLISHED"
	NotifyAnnouncement                    NotificationType = "ANNOUNCEMENT"
)

// Notice is a notification's payload. Each type has one struct, stored as
// JSON, that knows its type and how it reads.
type Notice interface {
	Type() NotificationType
	Render() RenderedNotice
}

// RenderedNotice is a notification as people read it; Link is the web
// app's path it opens, if any.
type RenderedNotice struct {
	Title, Text, Link string
}

// unknownNotice is how a notification of an unknown type or unreadable
// payload reads (SPEC 8).
var unknownNotice = RenderedNotice{Title: "Notification", Text: "No content available"}

// noticeTypes makes an empty payload of each type, to decode stored JSON into.
var noticeTypes = map[NotificationType]func() Notice{
	NotifyJudgeInvite:                     func() Notice { return &JudgeInvite{} },
	NotifyMentorInvite:                    func() Notice { return &MentorInvite{} },
	NotifyVolunteerInvite:                 func() Notice { return &VolunteerInvite{} },
	NotifyOrganizingTeamMemberInvite:      func() Notice { return &OrganizingTeamMemberInvite{} },
	NotifyHackathonSubmissionConfirmation: func() Notice { return &SubmissionConfirmation{} },
	NotifyIdeaApprovalRequest:             func() Notice { return &IdeaApprovalRequest{} },
	NotifyIdeaApprovalRejected:            func() Notice { return &IdeaApprovalRejected{} },
	NotifyTeamJoinRequest:                 func() Notice { return &TeamJoinRequest{} },
	NotifyTeamJoinRequestAccepted:         func() Notice { return &TeamJoinRequestAccepted{} },
	NotifyParticipantRegistered:           func() Notice { return &ParticipantRegistered{} },
	NotifyHackathonPhaseChanged:           func() Notice { return &PhaseChanged{} },
	NotifySubmissionReminder:              func() Notice { return &SubmissionReminder{} },
	NotifyHackathonDeleted:                func() Notice { return &HackathonDeleted{} },
	NotifyIdeaApproved:                    func() Notice { return &IdeaApproved{} },
	NotifyIdeaChangesRequested:            func() Notice { return &IdeaChangesRequested{} },
	NotifyFeedbackThanks:                  func() Notice { return &FeedbackThanks{} },
	NotifyTeamInvitation:                  func() Notice { return &TeamInvitation{} },
	NotifyTeamInvitationAccepted:          func() Notice { return &TeamInvitationAccepted{} },
	NotifyTeamDeleted:                     func() Notice { return &TeamDeleted{} },
	NotifyResultsPublished:                func() Notice { return &ResultsPublished{} },
	NotifyAnnouncement:                    func() Notice { return &Announcement{} },
}

// NotificationTypes lists every known type.
func NotificationTypes() []NotificationType {
	types := make([]NotificationType, 0, len(noticeTypes))
	for t := range noticeTypes {
		types = append(types, t)
	}
	return types
}

// RenderNotice reads a stored notification; unknown types and payloads
// read "Notification" / "No content available".
func RenderNotice(t NotificationType, data []byte) RenderedNotice {
	newNotice, ok := noticeTypes[t]
	if !ok {
		return unknownNotice
	}
	n := newNotice()
	if err := json.Unmarshal(data, n); err != nil {
		return unknownNotice
	}
	return n.Render()
}

// HackathonRef names the hackathon a notification is about.
type HackathonRef struct {
	HackathonID   int64  `json:"hackathonId"`
	HackathonName string `json:"hackathonName"`
}

func (h HackathonRef) detailPath() string { return fmt.Sprintf("/hackathon/%d/detail", h.HackathonID) }

// Invite is the payload of the four role invitations: the invite's uid
// opens its answer page.
type Invite struct {
	HackathonRef
	UID string `json:"uid"`
}

func (i Invite) answerPath(page string) string { return page + "?uid=" + url.QueryEscape(i.UID) }

type JudgeInvite struct{ Invite }

func (JudgeInvite) Type() NotificationType { return NotifyJudgeInvite }
func (n JudgeInvite) Render() RenderedNotice {
	return RenderedNotice{"Judge invitation", fmt.Sprintf("You are invited to judge %s.", n.HackathonName), n.answerPath("/hackathon/judging/invite")}
}

type MentorInvite struct{ Invite }

func (MentorInvite) Type() NotificationType { return NotifyMentorInvite }
func (n MentorInvite) Render() RenderedNotice {
	return RenderedNotice{"Mentor invitation", fmt.Sprintf("You are invited to mentor at %s.", n.HackathonName), n.answerPath("/hackathon/mentors/invite")}
}

type VolunteerInvite struct{ Invite }

func (VolunteerInvite) Type() NotificationType { return NotifyVolunteerInvite }
func (n VolunteerInvite) Render() RenderedNotice {
	return RenderedNotice{"Hero invitation", fmt.Sprintf("You are invited to volunteer at %s.", n.HackathonName), n.answerPath("/hackathon/heroes/invite")}
}

type OrganizingTeamMemberInvite struct{ Invite }

func (OrganizingTeamMemberInvite) Type() NotificationType { return NotifyOrganizingTeamMemberInvite }
func (n OrganizingTeamMemberInvite) Render() RenderedNotice {
	return RenderedNotice{"Organizing team invitation", fmt.Sprintf("You are invited to organize %s.", n.HackathonName), n.answerPath("/hackathon/organizing-team/invite")}
}

// SubmissionConfirmation links to the team's page, which shows its
// submissions; a notice written before TeamID was kept has none.
type SubmissionConfirmation struct {
	HackathonRef
	TeamID int64 `json:"teamId,omitempty"`
}

func (SubmissionConfirmation) Type() NotificationType { return NotifyHackathonSubmissionConfirmation }
func (n SubmissionConfirmation) Render() RenderedNotice {
	link := fmt.Sprintf("/hackathon/%d/team/%d", n.HackathonID, n.TeamID)
	if n.TeamID == 0 {
		link = fmt.Sprintf("/hackathon/%d/detail", n.HackathonID)
	}
	return RenderedNotice{"Submission received", fmt.Sprintf("Your team's submission to %s was received.", n.HackathonName), link}
}

// IdeaRef names the idea a notification is about.
type IdeaRef struct {
	HackathonRef
	IdeaID   int64  `json:"ideaId"`
	IdeaName string `json:"ideaName"`
}

type IdeaApprovalRequest struct{ IdeaRef }

func (IdeaApprovalRequest) Type() NotificationType { return NotifyIdeaApprovalRequest }
func (n IdeaApprovalRequest) Render() RenderedNotice {
	return RenderedNotice{"Idea awaiting approval", fmt.Sprintf("%q waits for your approval.", n.IdeaName), fmt.Sprintf("/hackathon/%d/ideas/approve/%d", n.HackathonID, n.IdeaID)}
}

type IdeaApprovalRejected struct {
	IdeaRef
	Comment string `json:"comment,omitempty"`
}

func (IdeaApprovalRejected) Type() NotificationType { return NotifyIdeaApprovalRejected }
func (n IdeaApprovalRejected) Render() RenderedNotice {
	return RenderedNotice{"Idea not approved", withComment(fmt.Sprintf("Your idea %q was not approved.", n.IdeaName), n.Comment), n.ideaPath()}
}

// TeamRef names the team a notification is about.
type TeamRef struct {
	HackathonRef
	TeamID   int64  `json:"teamId"`
	TeamName string `json:"teamName"`
}

func (t TeamRef) teamPath() string {
	return fmt.Sprintf("/hackathon/%d/team/%d", t.HackathonID, t.TeamID)
}

type TeamJoinRequest struct {
	TeamRef
	ParticipantName string `json:"participantName"`
}

func (TeamJoinRequest) Type() NotificationType { return NotifyTeamJoinRequest }
func (n TeamJoinRequest) Render() RenderedNotice {
	return RenderedNotice{"Request to join your team", fmt.Sprintf("%s asks to join %s.", orSomeone(n.ParticipantName), n.TeamName), n.teamPath()}
}

type TeamJoinRequestAccepted struct{ TeamRef }

func (TeamJoinRequestAccepted) Type() NotificationType { return NotifyTeamJoinRequestAccepted }
func (n TeamJoinRequestAccepted) Render() RenderedNotice {
	return RenderedNotice{"Welcome to the team", fmt.Sprintf("You joined %s.", n.TeamName), n.teamPath()}
}

// TeamInvitation: a team's admin invites a participant (team matching).
type TeamInvitation struct {
	TeamRef
	InviterName string `json:"inviterName"`
}

func (TeamInvitation) Type() NotificationType { return NotifyTeamInvitation }
func (n TeamInvitation) Render() RenderedNotice {
	return RenderedNotice{"Invitation to a team", fmt.Sprintf("%s invites you to join %s.", orSomeone(n.InviterName), n.TeamName), n.teamPath()}
}

// TeamInvitationAccepted tells a team's admins that an invitee joined.
type TeamInvitationAccepted struct {
	TeamRef
	ParticipantName string `json:"participantName"`
}

func (TeamInvitationAccepted) Type() NotificationType { return NotifyTeamInvitationAccepted }
func (n TeamInvitationAccepted) Render() RenderedNotice {
	return RenderedNotice{"Invitation accepted", fmt.Sprintf("%s accepted the invitation and joined %s.", orSomeone(n.ParticipantName), n.TeamName), n.teamPath()}
}

// TeamDeleted tells a team's other members that it was disbanded; the link
// leads to where they find or form another team.
type TeamDeleted struct {
	TeamRef
	DeletedByName string `json:"deletedByName"`
}

func (TeamDeleted) Type() NotificationType { return NotifyTeamDeleted }
func (n TeamDeleted) Render() RenderedNotice {
	return RenderedNotice{"Team disbanded", fmt.Sprintf("%s deleted your team %s. You can join or create another team.", orSomeone(n.DeletedByName), n.TeamName),
		fmt.Sprintf("/hackathon/%d/teams/create", n.HackathonID)}
}

type ParticipantRegistered struct {
	HackathonRef
	ParticipantName string `json:"participantName"`
}

func (ParticipantRegistered) Type() NotificationType { return NotifyParticipantRegistered }
func (n ParticipantRegistered) Render() RenderedNotice {
	return RenderedNotice{"New participant", fmt.Sprintf("%s registered for %s.", orSomeone(n.ParticipantName), n.HackathonName), n.detailPath()}
}

type PhaseChanged struct {
	HackathonRef
	Phase        Phase  `json:"phase"`
	PhaseDisplay string `json:"phaseDisplay"`
}

func (PhaseChanged) Type() NotificationType { return NotifyHackathonPhaseChanged }
func (n PhaseChanged) Render() RenderedNotice {
	return RenderedNotice{"Hackathon phase updated", fmt.Sprintf("%s is now in phase: %s.", n.HackathonName, n.PhaseDisplay), n.detailPath()}
}

type SubmissionReminder struct {
	HackathonRef
	ClosesAt time.Time `json:"closesAt"`
}

func (SubmissionReminder) Type() NotificationType { return NotifySubmissionReminder }
func (n SubmissionReminder) Render() RenderedNotice {
	return RenderedNotice{"Submissions close soon", fmt.Sprintf("Submissions for %s close in one hour.", n.HackathonName), n.detailPath()}
}

func orSomeone(name string) string {
	if name == "" {
		return "A participant"
	}
	return name
}
