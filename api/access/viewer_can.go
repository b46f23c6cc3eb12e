package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// HackathonViewerCan is what the caller may do with one hackathon: the
// GraphQL HackathonViewerCan, so that the web app shows what the server
// allows instead of repeating the rules (SPEC 2.4, 2.5, 6).
type HackathonViewerCan struct {
	View, Manage, Join                               bool
	SeeParticipants, SeeOrganizingTeam, ApproveIdeas bool
	SeeSubmissions, SeePopularVote, ManageRatings    bool

	ManageOrganizingTeam, ManageJudges, ManageMentors, ManageVolunteers bool

	ManageProgramme, SeePrizes, SeeResources, SeeGoals, Delete bool

	CreateTeam bool
}

// ViewerCan decides HackathonViewerCan for a caller with roles r; an
// anonymous caller (signedIn false) may only view PUBLIC hackathons.
func ViewerCan(signedIn bool, r Roles, h record.Hackathon) HackathonViewerCan {
	view := CanViewHackathon(r, h, "")
	if !signedIn {
		return HackathonViewerCan{View: view, SeePrizes: CanSeePrizes(r, h)}
	}
	organizer := CanManageHackathon(r)
	judging := h.Phase == domain.PhaseJudging || h.Phase == domain.PhaseComplete
	return HackathonViewerCan{
		View:              view,
		Manage:            organizer,
		Join:              !r.Any() && !r.IsBanned && domain.RegistrationOpen(h.Phase, h.CanRegisterOutsideRegistrationPhase),
		SeeParticipants:   CanSeeParticipants(r),
		SeeOrganizingTeam: seeOrganizingTeam(r, h),
		ApproveIdeas:      CanDecideApproval(r) && h.IdeasRequired && h.IdeasRequireApproval,
		SeeSubmissions:    h.HasJudges && (organizer || r.IsJudge && judging),
		SeePopularVote:    organizer || (r.IsMentor || r.IsVolunteer || r.IsParticipant) && h.Phase == domain.PhasePopularVote,
		ManageRatings:     (organizer || r.IsMentor) && h.HasTalents,

		ManageOrganizingTeam: CanManageMembers(domain.InviteOrganizingTeam, r),
		ManageJudges:         CanManageMembers(domain.InviteJudge, r),
		ManageMentors:        CanManageMembers(domain.InviteMentor, r),
		ManageVolunteers:     CanManageMembers(domain.InviteVolunteer, r),

		ManageProgramme: CanManageProgramme(r),
		SeePrizes:       CanSeePrizes(r, h),
		SeeResources:    CanSeeResources(r, h),
		SeeGoals:        CanSeeGoals(r),
		Delete:          CanDeleteHackathon(r),

		CreateTeam: r.IsParticipant && !r.IsBanned && domain.TeamsOpen(h.Phase),
	}
}

// OrganizationViewerCan is what the caller may do with an organization: the
// GraphQL OrganizationViewerCan.
type OrganizationViewerCan struct {
	CreateHackathon, ManageMembers, Update, Delete bool
}

// OrganizationViewerCanOf decides OrganizationViewerCan for the user
// userID, whose membership role in org is role ("" for none).
func OrganizationViewerCanOf(org record.Organization, userID int64, role domain.OrganizationRole) OrganizationViewerCan {
	return OrganizationViewerCan{
		CreateHackathon: CanCreateHackathonIn(org, userID, role),
		ManageMembers:   CanManageOrganizationMembers(org, userID, role),
		Update:          CanUpdateOrganization(org, userID, role),
		Delete:          CanDeleteOrganization(org, userID, role),
	}
}
