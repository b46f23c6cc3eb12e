package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// hackathonIn is a PUBLIC hackathon in the phase with every feature that
// gates a permission switched on, and the changes applied.
func hackathonIn(phase domain.Phase, changes ...func(*record.Hackathon)) record.Hackathon {
	h := record.Hackathon{
		AllowedParticipants: domain.AllowPublic, Phase: phase, HasJudges: true, HasTalents: true,
		IdeasRequired: true, IdeasRequireApproval: true,
	}
	for _, change := range changes {
		change(&h)
	}
	return h
}

func TestViewerCan(t *testing.T) {
	inviteOnly := func(h *record.Hackathon) { h.AllowedParticipants = domain.AllowInviteOnly }
	teamVisible := func(h *record.Hackathon) { h.ManagementTeamVisible = true }
	registrationAnyPhase := func(h *record.Hackathon) { h.CanRegisterOutsideRegistrationPhase = true }
	noJudges := func(h *record.Hackathon) { h.HasJudges = false }
	noTalents := func(h *record.Hackathon) { h.HasTalents = false }
	noApproval := func(h *record.Hackathon) { h.IdeasRequireApproval = false }
	prizesAndResources := func(h *record.Hackathon) { h.HasPrizes, h.HasResources = true, true }

	cases := []struct {
		name     string
		signedIn bool
		roles    Roles
		h        record.Hackathon
		want     HackathonViewerCan
	}{
		{"anonymous, public", false, anonymous, hackathonIn("REGISTRATION_OPEN", teamVisible), HackathonViewerCan{View: true}},
		{"anonymous, invite-only", false, anonymous, hackathonIn("REGISTRATION_OPEN", inviteOnly), HackathonViewerCan{}},
		{"no role, registration open", true, anonymous, hackathonIn("REGISTRATION_OPEN"), HackathonViewerCan{View: true, Join: true}},
		{"no role, planning", true, anonymous, hackathonIn("PLANNING"), HackathonViewerCan{View: true}},
		{"no role, hacking, registration in any phase", true, anonymous, hackathonIn("HACKING", registrationAnyPhase), HackathonViewerCan{View: true, Join: true}},
		{"no role, team visible", true, anonymous, hackathonIn("HACKING", teamVisible), HackathonViewerCan{View: true, SeeOrganizingTeam: true}},
		{"no role, invite-only", true, anonymous, hackathonIn("REGISTRATION_OPEN", inviteOnly), HackathonViewerCan{Join: true}},
		{"banned, registration open", true, banned, hackathonIn("REGISTRATION_OPEN"), HackathonViewerCan{View: true}},
		{"creator", true, creator, hackathonIn("HACKING"), HackathonViewerCan{
			View: true, Manage: true, SeeParticipants: true, SeeOrganizingTeam: true, ApproveIdeas: true, SeeSubmissions: true, SeePopularVote: true, ManageRatings: true,
			ManageOrganizingTeam: true, ManageJudges: true, ManageMentors: true, ManageVolunteers: true,
			ManageProgramme: true, SeePrizes: true, SeeResources: true, SeeGoals: true, Delete: true,
		}},
		{"manager", true, manager, hackathonIn("HACKING"), HackathonViewerCan{
			View: true, Manage: true, SeeParticipants: true, SeeOrganizingTeam: true, ApproveIdeas: true,
			SeeSubmissions: true, SeePopularVote: true, ManageRatings: true,
			ManageJudges: true, ManageMentors: true, ManageVolunteers: true,
			ManageProgramme: true, SeePrizes: true, SeeResources: true, SeeGoals: true,
		}},
		{"manager, ideas without approval", true, manager, hackathonIn("HACKING", noApproval), HackathonViewerCan{
			View: true, Manage: true, SeeParticipants: true, SeeOrganizingTeam: true,
			SeeSubmissions: true, SeePopularVote: true, ManageRatings: true,
			ManageJudges: true, ManageMentors: true, ManageVolunteers: true,
			ManageProgramme: true, SeePrizes: true, SeeResources: true, SeeGoals: true,
		}},
		{"creator, no judges, no talents", true, creator, hackathonIn("HACKING", noJudges, noTalents), HackathonViewerCan{
			View: true, Manage: true, SeeParticipants: true, SeeOrganizingTeam: true, ApproveIdeas: true, SeePopularVote: true,
			ManageOrganizingTeam: true, ManageJudges: true, ManageMentors: true, ManageVolunteers: true,
			ManageProgramme: true, SeePrizes: true, SeeResources: true, SeeGoals: true, Delete: true,
		}},
		{"mentor, hacking", true, mentor, hackathonIn("HACKING"), HackathonViewerCan{
			View: true, SeeParticipants: true, SeeOrganizingTeam: true, ManageRatings: true,
		}},
		{"mentor, popular vote", true, mentor, hackathonIn("POPULAR_VOTE"), HackathonViewerCan{
			View: true, SeeParticipants: true, SeeOrganizingTeam: true, SeePopularVote: true, ManageRatings: true,
		}},
		{"volunteer, popular vote", true, volunteer, hackathonIn("POPULAR_VOTE"), HackathonViewerCan{
			View: true, SeeOrganizingTeam: true, SeePopularVote: true,
		}},
		{"participant, registration open", true, participant, hackathonIn("REGISTRATION_OPEN"), HackathonViewerCan{View: true}},
		{"participant, popular vote", true, participant, hackathonIn("POPULAR_VOTE"), HackathonViewerCan{View: true, SeePopularVote: true, CreateTeam: true}},
		{"participant, hacking", true, participant, hackathonIn("HACKING"), HackathonViewerCan{View: true, CreateTeam: true}},
		{"banned participant, hacking", true, Roles{IsParticipant: true, IsBanned: true}, hackathonIn("HACKING"), HackathonViewerCan{View: true}},
		{"judge, hacking", true, judge, hackathonIn("HACKING"), HackathonViewerCan{View: true}},
		{"judge, judging", true, judge, hackathonIn("JUDGING"), HackathonViewerCan{View: true, SeeSubmissions: true}},
		{"judge, complete", true, judge, hackathonIn("COMPLETE"), HackathonViewerCan{View: true, SeeSubmissions: true}},
		{"judge, judging, no judges", true, judge, hackathonIn("JUDGING", noJudges), HackathonViewerCan{View: true}},
		{"participant, prizes and resources", true, participant, hackathonIn("HACKING", prizesAndResources), HackathonViewerCan{
			View: true, SeePrizes: true, SeeResources: true, CreateTeam: true,
		}},
		{"no role, prizes and resources", true, anonymous, hackathonIn("HACKING", prizesAndResources), HackathonViewerCan{View: true, SeePrizes: true}},
		{"anonymous, prizes and resources", false, anonymous, hackathonIn("HACKING", prizesAndResources), HackathonViewerCan{View: true, SeePrizes: true}},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, ViewerCan(c.signedIn, c.roles, c.h), c.name)
	}
}
