package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
	"github.com/hackforge/hackforge/workflows"
)

// demoHackathon is a hackathon of the demo organisation, in a given phase,
// with phase starts relative to the seeding day.
type demoHackathon struct {
	name, description, allowed string
	phase                      workflows.Phase
	starts                     map[workflows.Phase]int // days from now
	flags                      func(*store.NewHackathon)
	roles                      map[string][]string // demo account e-mail -> roles
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
		name: "Open Innovation Challenge", allowed: "PUBLIC", phase: workflows.PhaseRegistrationOpen,
		description: "Build something that makes city life better. Open to everyone.",
		starts:      map[workflows.Phase]int{workflows.PhaseRegistrationOpen: -2, workflows.PhaseHacking: 5, workflows.PhaseJudging: 7, workflows.PhaseComplete: 9},
		flags: func(h *store.NewHackathon) {
			h.HasJudges, h.HasPrizes, h.HasMentors, h.HasVolunteers, h.HasResources = true, true, true, true, true
			h.ManagementTeamVisible = true
		},
		roles: map[string][]string{manager: {store.RoleManager}, participant: {store.RoleParticipant}, mentor: {store.RoleMentor}, hero: {store.RoleVolunteer}, judge: {store.RoleJudge}},
	},
	{
		name: "Internal AI Sprint", allowed: "INVITE_ONLY", phase: workflows.PhaseHacking,
		description: "Two days to ship an AI assistant for our support team.",
		starts:      map[workflows.Phase]int{workflows.PhaseRegistrationOpen: -10, workflows.PhaseHacking: -1, workflows.PhaseJudging: 1, workflows.PhaseComplete: 3},
		flags:       func(h *store.NewHackathon) { h.IdeasRequired, h.HasMentors, h.HasJudges = true, true, true },
		roles:       map[string][]string{manager: {store.RoleManager}, participant: {store.RoleParticipant}, mentor: {store.RoleMentor}},
	},
	{
		name: "Climate Hack", allowed: "PUBLIC", phase: workflows.PhaseJudging,
		description: "Tools for measuring and cutting emissions.",
		starts:      map[workflows.Phase]int{workflows.PhaseRegistrationOpen: -20, workflows.PhaseHacking: -6, workflows.PhaseJudging: -2, workflows.PhasePopularVote: 2, workflows.PhaseComplete: 4},
		flags:       func(h *store.NewHackathon) { h.HasJudges, h.HasPopularVote, h.HasPrizes = true, true, true },
		roles:       map[string][]string{manager: {store.RoleManager}, participant: {store.RoleParticipant}, judge: {store.RoleJudge}},
	},
	{
		name: "Fintech Jam", allowed: "PUBLIC", phase: workflows.PhaseComplete,
		description: "Payments for everyone. Results are in.",
		starts:      map[workflows.Phase]int{workflows.PhaseRegistrationOpen: -60, workflows.PhaseHacking: -45, workflows.PhaseJudging: -43, workflows.PhaseComplete: -40},
		flags:       func(h *store.NewHackathon) { h.HasJudges, h.HasPrizes = true, true },
		roles:       map[string][]string{participant: {store.RoleParticipant}, judge: {store.RoleJudge}},
	},
	{
		name: "Sustainability Summit", allowed: "ORGANIZATION", phase: workflows.PhasePlanning,
		description: "Our staff hackathon, still being planned.",
		starts:      map[workflows.Phase]int{workflows.PhaseRegistrationOpen: 14, workflows.PhaseHacking: 30, workflows.PhaseJudging: 32, workflows.PhaseComplete: 35},
		flags:       func(h *store.NewHackathon) {},
		roles:       map[string][]string{manager: {store.RoleManager}},
	},
}

// OrganizationName is the demo organisation's name; its existence marks the
// hackathons as seeded.
const OrganizationName = "Forge Labs"

// seedHackathons creates the demo organisations and hackathons unless the
// organiser already has the demo organisation, and returns the hackathons
// created.
func seedHackathons(ctx context.Context, st *store.Store, users map[string]int64) ([]db.Hackathon, error) {
	orgs, err := st.Organizations(ctx, users[organiser], false)
	if err != nil {
		return nil, err
	}
	for _, o := range orgs {
		if o.Name == OrganizationName {
			return nil, nil
		}
	}
	org, err := st.CreateOrganization(ctx, OrganizationName, users[organiser])
	if err != nil {
		return nil, err
	}
	if err := st.AddOrganizationMember(ctx, org.ID, users[manager], "ADMIN"); err != nil {
		return nil, err
	}
	if _, err := st.CreateOrganization(ctx, "Elsewhere Inc", users[outsider]); err != nil {
		return nil, err
	}
	var created []db.Hackathon
	for _, d := range hackathons {
		h, err := createDemoHackathon(ctx, st, d, org.ID, users)
		if err != nil {
			return nil, err
		}
		created = append(created, h)
	}
	return created, nil
}

func createDemoHackathon(ctx context.Context, st *store.Store, d demoHackathon, orgID int64, users map[string]int64) (db.Hackathon, error) {
	day := func(n int) time.Time { return time.Now().UTC().Truncate(time.Hour).AddDate(0, 0, n) }
	in := store.NewHackathon{
		Name: d.name, Description: d.description, DetailDescription: d.description,
		StartDatetime: day(d.starts[workflows.PhaseHacking]), EndDatetime: day(d.starts[workflows.PhaseJudging]),
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
		edit.Phases = append(edit.Phases, workflows.ScheduledPhase{Phase: phase, StartsAt: &at})
	}
	if err := st.SaveTimeline(ctx, edit); err != nil {
		return h, err
	}
	if d.phase != workflows.PhasePlanning {
		if _, _, err := st.ApplyPhaseTransition(ctx, h.ID, workflows.PhasePlanning, d.phase); err != nil {
			return h, err
		}
		h.Phase = string(d.phase)
	}
	for email, roles := range d.roles {
		for _, role := range roles {
			if err := st.AddHackathonRole(ctx, h.ID, users[email], role); err != nil {
				return h, err
			}
		}
	}
	return h, nil
}
