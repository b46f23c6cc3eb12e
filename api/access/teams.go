package access

// Teams (SPEC 2.5, 3; docs/decisions.md Teams): the hackathon's organizers,
// mentors, judges and Heroes see its teams; participants see them when the
// hackathon shows teams, and always their own. A team's admins and the
// organizers manage it (join requests, invitations, roles, removals, name
// and idea) and may delete it; an invited participant sees it and answers the invitation; its
// members and the organizers read and change its resources. Joining,
// creating and leaving are participant features (CheckParticipantFeatures).

// TeamStanding is what the viewer is to one team.
type TeamStanding struct {
	IsMember, IsAdmin, HasRequested, IsFull bool
	// IsInvited: the viewer has an open invitation to the team.
	IsInvited bool
	// HasTeam: the viewer is an active member of some team of the hackathon.
	HasTeam bool
}

// CanSeeTeams: the caller may list the hackathon's teams.
func CanSeeTeams(r Roles, showTeams bool) bool {
	return r.Organizer() || r.IsMentor || r.IsJudge || r.IsVolunteer || (r.IsParticipant && !r.IsBanned && showTeams)
}

// CanSeeTeam: the caller may read the team: its members, and whoever it invited.
func CanSeeTeam(r Roles, showTeams bool, s TeamStanding) bool {
	return CanSeeTeams(r, showTeams) || ((s.IsMember || s.IsInvited) && !r.IsBanned)
}

// CanManageTeam: the caller may answer join requests, change roles, remove
// members and rename the team.
func CanManageTeam(r Roles, s TeamStanding) bool {
	return r.Organizer() || (s.IsAdmin && r.IsParticipant && !r.IsBanned)
}

// JoinRequestAnswer is an answer to an open join request or invitation.
type JoinRequestAnswer struct {
	// Invitation: the team invited the person; otherwise the person asked.
	Invitation bool
	// ByInvitee: the caller is the invited person.
	ByInvitee bool
	Accept    bool
}

// CanAnswerJoinRequest: whoever manages the team accepts or declines a
// request; the invitee accepts or declines an invitation, and whoever
// manages the team may withdraw it.
func CanAnswerJoinRequest(r Roles, s TeamStanding, a JoinRequestAnswer) bool {
	switch {
	case !a.Invitation:
		return CanManageTeam(r, s)
	case a.ByInvitee:
		return r.IsParticipant && !r.IsBanned
	default:
		return !a.Accept && CanManageTeam(r, s)
	}
}

// CanDeleteTeam: whoever manages the team may disband it (the store refuses
// a team with submitted work or ratings).
func CanDeleteTeam(r Roles, s TeamStanding) bool {
	return CanManageTeam(r, s)
}

// CanSeeTeamResources: the caller may read, add and remove the team's links.
func CanSeeTeamResources(r Roles, s TeamStanding) bool {
	return r.Organizer() || (s.IsMember && !r.IsBanned)
}

// CanFindTeamMembers: the caller may ask team matching for candidates, for
// a team (its members and the organizers) or for themselves (a participant
// without a team).
func CanFindTeamMembers(r Roles, forTeam bool, s TeamStanding) bool {
	if forTeam {
		return CanSeeTeamResources(r, s)
	}
	return r.IsParticipant && !r.IsBanned && !s.HasTeam
}

// TeamViewerCan is what the web app shows of a team to its viewer.
type TeamViewerCan struct {
	Manage, SeeResources, Leave, RequestToJoin, Invite, Delete bool
}

// TeamViewerCanOf decides each capability for the viewer.
func TeamViewerCanOf(r Roles, s TeamStanding) TeamViewerCan {
	participant := r.IsParticipant && !r.IsBanned
	return TeamViewerCan{
		Manage:        CanManageTeam(r, s),
		SeeResources:  CanSeeTeamResources(r, s),
		Leave:         participant && s.IsMember,
		RequestToJoin: participant && !s.HasTeam && !s.IsMember && !s.HasRequested && !s.IsInvited && !s.IsFull,
		Invite:        CanManageTeam(r, s) && !s.IsFull,
		Delete:        CanDeleteTeam(r, s),
	}
}
