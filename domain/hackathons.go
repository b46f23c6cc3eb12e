package domain

import "time"

// AllowedParticipants says who may find, view and join a hackathon.
type AllowedParticipants string

const (
	// AllowPublic: anyone.
	AllowPublic AllowedParticipants = "PUBLIC"
	// AllowInviteOnly: people with the share link's token, or a role.
	AllowInviteOnly AllowedParticipants = "INVITE_ONLY"
	// AllowOrganization: members of the hosting organization.
	AllowOrganization AllowedParticipants = "ORGANIZATION"
)

// HackathonStatus places a hackathon against its dates.
type HackathonStatus string

const (
	StatusUpcoming HackathonStatus = "UPCOMING"
	StatusRunning  HackathonStatus = "RUNNING"
	StatusEnded    HackathonStatus = "ENDED"
)

var statusDisplayNames = map[HackathonStatus]string{
	StatusUpcoming: "Upcoming",
	StatusRunning:  "Running",
	StatusEnded:    "Ended",
}

// StatusAt is the status at now of a hackathon running from start to end.
func StatusAt(start, end, now time.Time) HackathonStatus {
	switch {
	case now.Before(start):
		return StatusUpcoming
	case now.Before(end):
		return StatusRunning
	default:
		return StatusEnded
	}
}

// DisplayName is the status shown to people, e.g. "Upcoming".
func (s HackathonStatus) DisplayName() string { return statusDisplayNames[s] }

// Valid reports whether s is one of the statuses.
func (s HackathonStatus) Valid() bool {
	_, ok := statusDisplayNames[s]
	return ok
}

// RegistrationOpen: participants register in REGISTRATION_OPEN, or in any
// phase when the hackathon allows it.
func RegistrationOpen(phase Phase, outsideRegistrationPhase bool) bool {
	return phase == PhaseRegistrationOpen || outsideRegistrationPhase
}

// HackathonList names a list of hackathons (SPEC 7.2's filters).
type HackathonList string

const (
	// ListOrganizing: the hackathons the user created or manages.
	ListOrganizing HackathonList = "ORGANIZING"
	// ListParticipating: those the user takes part in as participant, mentor,
	// judge or volunteer; not those they are banned from.
	ListParticipating HackathonList = "PARTICIPATING"
	// ListMine: those the user holds any role in.
	ListMine HackathonList = "MINE"
	// ListDiscover: public hackathons.
	ListDiscover HackathonList = "DISCOVER"
	// ListCreator: those the user created.
	ListCreator HackathonList = "CREATOR"
	// ListUIView: every hackathon the user may open (SPEC 7.2's uiView):
	// those they hold a role in, public ones, and their organizations'
	// members-only ones; not another's invite-only one.
	ListUIView HackathonList = "UI_VIEW"
)

// Roles are the roles that put a hackathon on the list; nil for lists that
// roles do not decide (DISCOVER, CREATOR).
func (l HackathonList) Roles() []string {
	organizing := []string{string(RoleCreator), string(RoleManager)}
	participating := []string{string(RoleParticipant), string(RoleMentor), string(RoleJudge), string(RoleVolunteer)}
	switch l {
	case ListOrganizing:
		return organizing
	case ListParticipating:
		return participating
	case ListMine, ListUIView:
		return append(organizing, participating...)
	}
	return nil
}
