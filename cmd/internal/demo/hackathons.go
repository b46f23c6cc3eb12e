package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoHackathon is a hackathon of the demo organisation, in a given phase,
// with phase starts relative to the seeding day.
type demoHackathon struct {
	name, description string
	allowed           domain.AllowedParticipants
	phase             domain.Phase
	starts            map[domain.Phase]int // days from now
	flags             func(*store.NewHackathon)
	roles             map[string][]domain.HackathonRole // demo account e-mail -> roles
	// programme: sessions, prizes, goals and resources (programme.go).
	programme bool
}

const (
	organiser   = "organiser@hackforge.local"
	manager     = "manager@hackforge.local"
	participant = "participant@hackforge.local"
	mentor      = "mentor@hackforge.local"
	judge       = "judge@hackforge.local"
	hero        = "hero@hackforge.local"
	outsider    = "outsider@hackforge.local"
)

var hackathons = []demoHackathon{
	{
		name: "Open Innovation Challenge", allowed: domain.AllowPublic, phase: domain.PhaseRegistrationOpen,
		description: "Build something that makes city life better. Open to everyone.",
		starts:      map[domain.Phase]int{domain.PhaseRegistrationOpen: -2, domain.PhaseHacking: 5, domain.PhaseJudging: 7, domain.PhaseComplete: 9},
		flags: func(h *store.NewHackathon) {
			h.HasJudges, h.HasPrizes, h.HasMentors, h.HasVolunteers, h.HasResources = true, true, true, true, true
			h.ManagementTeamVisible, h.HasKickoffSession, h.HasClosingSession = true, true, true
			h.HasGameification = true
		},
		roles:     map[string][]domain.HackathonRole{manager: {domain.RoleManager}, participant: {domain.RoleParticipant}, mentor: {domain.RoleMentor}, hero: {domain.RoleVolunteer}, judge: {domain.RoleJudge}},
		programme: true,
	},
	{
		name: "Internal AI Sprint", allowed: domain.AllowInviteOnly, phase: domain.PhaseHacking,
		description: "Two days to ship an AI assistant for our support team.",
		starts:      map[domain.Phase]int{domain.PhaseRegistrationOpen: -10, domain.PhaseHacking: -1, domain.PhaseJudging: 1, domain.PhaseComplete: 3},
		flags: func(h *store.NewHackathon) {
			h.IdeasRequired, h.HasMentors, h.HasJudges = true, true, true
			h.HasPrizes, h.HasResources, h.HasKickoffSession, h.HasClosingSession = true, true, true, true
		},
		roles:     map[string][]domain.HackathonRole{manager: {domain.RoleManager}, participant: {domain.RoleParticipant}, mentor: {domain.RoleMentor}},
		programme: true,
	},
	{
		name: "Climate Hack", allowed: domain.AllowPublic, phase: domain.PhaseJudging,
		description: "Tools for measuring and cutting emissions.",
		starts:      map[domain.Phase]int{domain.PhaseRegistrationOpen: -20, domain.PhaseHacking: -6, domain.PhaseJudging: -2, domain.PhasePopularVote: 2, domain.PhaseComplete: 4},
		flags:       func(h *store.NewHackathon) { h.HasJudges, h.HasPopularVote, h.HasPrizes = true, true, true },
		roles:       map[string][]domain.HackathonRole{manager: {domain.RoleManager}, participant: {domain.RoleParticipant}, judge: {domain.RoleJudge}},
	},
	{
		name: "Fintech Jam", allowed: domain.AllowPublic, phase: domain.PhaseComplete,
		description: "Payments for everyone. Results are in.",
		starts:      map[domain.Phase]int{domain.PhaseRegistrationOpen: -60, domain.PhaseHacking: -45, domain.PhaseJudging: -43, domain.PhaseComplete: -40},
		flags:       func(h *store.NewHackathon) { h.HasJudges, h.HasPrizes = true, true },
		roles:       map[string][]domain.HackathonRole{participant: {domain.RoleParticipant}, judge: {domain.RoleJudge}},
	},
	{
		name: "Sustainability Summit", allowed: domain.AllowOrganization, phase: domain.PhasePlanning,
		description: "Our staff hackathon, still being planned.",
		starts:      map[domain.Phase]int{domain.PhaseRegistrationOpen: 14, domain.PhaseHacking: 30, domain.PhaseJudging: 32, domain.PhaseComplete: 35},
		flags:       func(h *store.NewHackathon) {},
		roles:       map[string][]domain.HackathonRole{manager: {domain.RoleManager}},
	},
}

// OrganizationName is the demo organisation's name; its existence marks the
// hackathons as seeded.
const OrganizationName = "Forge Labs"

// seedHackathons creates the demo organisations, hackathons and invites
// unless the organiser already has the demo organisation, and returns what
// it created.
func seedHackathons(ctx context.Context, st *store.Store, users map[string]int64) (Seeded, error) {
	var seeded Seeded
	orgs, err := st.Organizations(ctx, users[organiser], false)
	if err != nil {
		return seeded, err
	}
	for _, o := range orgs {
		if o.Name == OrganizationName {
			return seeded, nil
		}
	}
	org, err := st.CreateOrganization(ctx, OrganizationName, users[organiser])
	if err != nil {
		return seeded, err
	}
	if _, err := st.CreateOrganization(ctx, "Elsewhere Inc", users[outsider]); err != nil {
		return seeded, err
	}
	if err := describeOrganizations(ctx, st, org.ID, users); err != nil {
		return seeded, err
	}
	for _, d := range hackathons {
		h, err := createDemoHackathon(ctx, st, d, org.ID, users)
		if err != nil {
			return seeded, err
		}
		seeded.Hackathons = append(seeded.Hackathons, h)
	}
	if err := seedParticipants(ctx, st, users, seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedAttendance(ctx, st, users, seeded.Hackathons[0], seeded.Hackathons[1]); err != nil {
		return seeded, err
	}
	if err := seedTerms(ctx, st, users, seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedLedger(ctx, st, org.ID, users[organiser]); err != nil {
		return seeded, err
	}
	if err := seedIdeas(ctx, st, users, seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedOnboarding(ctx, st, users); err != nil {
		return seeded, err
	}
	if err := seedGamification(ctx, st, users, seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedRatings(ctx, st, users, seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedSubmissions(ctx, st, seeded.Hackathons); err != nil {
		return seeded, err
	}
	if err := seedJudging(ctx, st, users, seeded.Hackathons[2], seeded.Hackathons[3]); err != nil {
		return seeded, err
	}
	if err := seedResults(ctx, st, users[organiser], seeded.Hackathons[3]); err != nil {
		return seeded, err
	}
	if err := seedAnnouncements(ctx, st, users[organiser], seeded.Hackathons[0]); err != nil {
		return seeded, err
	}
	if err := seedDeletedUser(ctx, st, seeded.Hackathons[2]); err != nil {
		return seeded, err
	}
	if err := seedActivityHistory(ctx, st, users, seeded.Hackathons); err != nil {
		return seeded, err
	}
	if seeded.PendingInvites, err = seedInvites(ctx, st, users, seeded.Hackathons[0], org.ID); err != nil {
		return seeded, err
	}
	return seeded, seedJobs(ctx, st, users, seeded.Hackathons[0])
}

func createDemoHackathon(ctx context.Context, st *store.Store, d demoHackathon, orgID int64, users map[string]int64) (record.Hackathon, error) {
	day := func(n int) time.Time { return time.Now().UTC().Truncate(time.Hour).AddDate(0, 0, n) }
	in := store.NewHackathon{
		Name: d.name, Description: d.description, DetailDescription: d.description,
		StartDatetime: day(d.starts[domain.PhaseHacking]), EndDatetime: day(d.starts[domain.PhaseJudging]),
		TimeZone: "Africa/Johannesburg", AllowedParticipants: d.allowed, MaxTeamSize: 5,
		OrganizationID: orgID, CreatorID: users[organiser], ShowTeams: true,
	}
	d.flags(&in)
	h, err := st.CreateHackathon(ctx, in)
	if err != nil {
		return h, err
	}
	edit := store.TimelineEdit{HackathonID: h.ID}
	for phase, days := range d.starts {
		at := day(days)
		edit.Phases = append(edit.Phases, domain.ScheduledPhase{Phase: phase, StartsAt: &at})
	}
	if err := st.SaveTimeline(ctx, edit); err != nil {
		return h, err
	}
	if d.phase != domain.PhasePlanning {
		if _, _, err := st.ApplyPhaseTransition(ctx, h.ID, domain.PhasePlanning, d.phase); err != nil {
			return h, err
		}
		h.Phase = d.phase
	}
	for email, roles := range d.roles {
		for _, role := range roles {
			if err := st.AddHackathonRole(ctx, h.ID, users[email], role); err != nil {
				return h, err
			}
		}
	}
	if d.programme {
		return h, seedProgramme(ctx, st, h)
	}
	return h, nil
}
