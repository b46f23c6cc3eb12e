package domain

import (
	"errors"
	"net/mail"
	"strings"
	"time"
)

// InviteKind is the role an invite offers: one of the four people who run a
// hackathon, or a seat in an organization. Values are the GraphQL enum
// values and what Postgres stores.
type InviteKind string

const (
	InviteOrganizingTeam     InviteKind = "ORGANIZING_TEAM"
	InviteJudge              InviteKind = "JUDGE"
	InviteMentor             InviteKind = "MENTOR"
	InviteVolunteer          InviteKind = "VOLUNTEER"
	InviteOrganizationMember InviteKind = "ORGANIZATION_MEMBER"
)

// InviteKinds lists every kind, hackathon kinds first.
var InviteKinds = []InviteKind{InviteOrganizingTeam, InviteJudge, InviteMentor, InviteVolunteer, InviteOrganizationMember}

// ForHackathon: the kind is a role in a hackathon (not in an organization).
func (k InviteKind) ForHackathon() bool { return k != InviteOrganizationMember && k.Valid() }

// Valid: one of InviteKinds.
func (k InviteKind) Valid() bool {
	for _, known := range InviteKinds {
		if k == known {
			return true
		}
	}
	return false
}

// inviteKindNames: the role as people read it, and the web app's answer page.
var inviteKindNames = map[InviteKind]struct{ role, page string }{
	InviteOrganizingTeam:     {"member of the organizing team", "/hackathon/organizing-team/invite"},
	InviteJudge:              {"judge", "/hackathon/judging/invite"},
	InviteMentor:             {"mentor", "/hackathon/mentors/invite"},
	InviteVolunteer:          {"Hero (volunteer)", "/hackathon/heroes/invite"},
	InviteOrganizationMember: {"member", "/organization/members/invite"},
}

// RoleName is the offered role as people read it, e.g. "judge".
func (k InviteKind) RoleName() string { return inviteKindNames[k].role }

// AnswerPath is the open page where the invitee answers, e.g.
// "/hackathon/judging/invite"; the invite's uid goes in its query.
func (k InviteKind) AnswerPath() string { return inviteKindNames[k].page }

// HackathonRole is the role accepting grants in the hackathon.
func (k InviteKind) HackathonRole() HackathonRole {
	switch k {
	case InviteOrganizingTeam:
		return RoleManager
	case InviteJudge:
		return RoleJudge
	case InviteMentor:
		return RoleMentor
	case InviteVolunteer:
		return RoleVolunteer
	}
	return ""
}

// Notice is the in-app notification an invitee with an account gets; none
// for organization invites (SPEC 9 names four invite notifications).
func (k InviteKind) Notice(h HackathonRef, uid string) Notice {
	inv := Invite{HackathonRef: h, UID: uid}
	switch k {
	case InviteOrganizingTeam:
		return OrganizingTeamMemberInvite{inv}
	case InviteJudge:
		return JudgeInvite{inv}
	case InviteMentor:
		return MentorInvite{inv}
	case InviteVolunteer:
		return VolunteerInvite{inv}
	}
	return nil
}

// InviteStatus is where an invite stands. PENDING until the invitee answers,
// the organizer revokes it, or it expires.
type InviteStatus string

const (
	InvitePending  InviteStatus = "PENDING"
	InviteAccepted InviteStatus = "ACCEPTED"
	InviteDeclined InviteStatus = "DECLINED"
	InviteRevoked  InviteStatus = "REVOKED"
	InviteExpired  InviteStatus = "EXPIRED"
)

// InviteDelivery is where the invite's e-mail stands.
type InviteDelivery string

const (
	// DeliverySending: not yet accepted by the SMTP server (retrying).
	DeliverySending InviteDelivery = "SENDING"
	DeliverySent    InviteDelivery = "SENT"
	// DeliveryFailed: the retries ran out; the organizer may resend.
	DeliveryFailed InviteDelivery = "FAILED"
)

// InviteAnswer is the invitee's answer.
type InviteAnswer string

const (
	AnswerAccept  InviteAnswer = "ACCEPT"
	AnswerDecline InviteAnswer = "DECLINE"
)

// InviteTimings are how long an invite waits before its reminder and its
// expiry, and how long its e-mail is retried before it counts as failed.
// One value serves the whole process, so tests shorten them.
type InviteTimings struct {
	RemindAfter, ExpireAfter, DeliverWithin time.Duration
}

// DefaultInviteTimings: a reminder after 3 days without an answer, expiry
// after 14; an unreachable mail server is retried for an hour.
var DefaultInviteTimings = InviteTimings{RemindAfter: 3 * 24 * time.Hour, ExpireAfter: 14 * 24 * time.Hour, DeliverWithin: time.Hour}

// MemberStatus is the status of a judge, mentor or Hero. An INACTIVE one
// stays listed but holds no role in the hackathon.
type MemberStatus string

const (
	MemberActive   MemberStatus = "ACTIVE"
	MemberInactive MemberStatus = "INACTIVE"
)

// MaxInvitesPerRequest bounds one invite request (a pasted list or a CSV
// column).
const MaxInvitesPerRequest = 1000

// NormalizeEmail checks an invitee's address and returns it trimmed and in
// lower case (addresses are compared without case, as accounts are). Its
// errors leave the address out: lists show them beside it.
func NormalizeEmail(raw string) (string, error) {
	email := strings.TrimSpace(raw)
	if email == "" {
		return "", errors.New("an address is empty")
	}
	if strings.ContainsAny(email, " \t") {
		return "", errors.New("has a space in it")
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || !strings.Contains(email[strings.LastIndex(email, "@")+1:], ".") {
		return "", errors.New("not an e-mail address")
	}
	return strings.ToLower(email), nil
}
