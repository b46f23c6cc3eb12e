package demo

import (
	"context"
	"slices"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// sprintCrowd are the crowd members (by index) who also take part in the
// Internal AI Sprint.
var sprintCrowd = []int{0, 1, 2, 3, 4, 5}

// demoProfiles fill the hackathon profiles of a few demo participants (by
// crowd index, -1 for Pat Participant): city, bio, links, and skills by
// their index in the skills list.
var demoProfiles = map[int]struct {
	fields store.ProfileFields
	skills []int
}{
	-1: {store.ProfileFields{City: "Johannesburg", Bio: "Backend developer who likes a good hackathon.", GithubURL: "https://github.com/pat-participant", LinkedinURL: "https://www.linkedin.com/in/pat-participant"}, []int{0, 2}},
	0:  {store.ProfileFields{City: "Cape Town", Bio: "Designer turned front-end developer.", GithubURL: "https://github.com/alex-adams", OfferzenURL: "https://www.offerzen.com/alex-adams"}, []int{1, 3}},
	1:  {store.ProfileFields{City: "Durban", Bio: "Data scientist; maps and models.", LinkedinURL: "https://www.linkedin.com/in/bea-brown"}, []int{2}},
	2:  {store.ProfileFields{City: "Pretoria", GithubURL: "https://github.com/carl-clark"}, []int{0, 1, 4}},
	3:  {store.ProfileFields{City: "Gqeberha", Bio: "Mobile apps and coffee.", GithubURL: "https://github.com/dana-diaz", LinkedinURL: "https://www.linkedin.com/in/dana-diaz"}, []int{3}},
}

// demoTeam is a team of a demo hackathon (by index in hackathons) with its
// members by crowd index (-1 for Pat Participant); the first is its admin.
type demoTeam struct {
	hackathon int
	name      string
	members   []int
	left      []int // members who left the team
}

var demoTeams = []demoTeam{
	{hackathon: 0, name: "City Movers", members: []int{0, 1, 2}, left: []int{5}},
	{hackathon: 0, name: "Green Routes", members: []int{3, 4}},
	{hackathon: 1, name: "Support Bots", members: []int{-1, 0}},
	{hackathon: 1, name: "Ticket Triage", members: []int{1, 2}},
}

// seedAttendance registers part of the crowd in the Internal AI Sprint,
// records who was present and who is available on its days so far and who
// is available on the Open Innovation Challenge's first day, fills a few
// profiles and forms teams.
func seedAttendance(ctx context.Context, st *store.Store, users map[string]int64, open, sprint record.Hackathon) error {
	crowd := crowdAccounts()
	userOf := func(i int) int64 {
		if i < 0 {
			return users[participant]
		}
		return users[crowd[i].Email]
	}
	for _, i := range sprintCrowd {
		if _, err := st.JoinHackathon(ctx, sprint.ID, userOf(i)); err != nil {
			return err
		}
	}
	if err := seedProfiles(ctx, st, userOf); err != nil {
		return err
	}
	today := domain.Today(sprint.TimeZone, time.Now())
	for n, i := range append([]int{-1}, sprintCrowd...) {
		id, err := st.ParticipantIDOfUser(ctx, sprint.ID, userOf(i))
		if err != nil {
			return err
		}
		for d, day := range domain.HackathonDays(sprint.StartDatetime, sprint.EndDatetime, domain.Zone(sprint.TimeZone)) {
			if day.After(today) {
				break
			}
			// Most came on the first day; every other one so far today.
			if (d == 0 && n != 3) || (day.Equal(today) && n%2 == 0) {
				if _, err := st.MarkPresent(ctx, id, day, users[organiser]); err != nil {
					return err
				}
			}
			if _, err := st.SetAvailability(ctx, id, day, n != 5); err != nil {
				return err
			}
		}
	}
	openDays := domain.HackathonDays(open.StartDatetime, open.EndDatetime, domain.Zone(open.TimeZone))
	for i := range 10 {
		id, err := st.ParticipantIDOfUser(ctx, open.ID, userOf(i))
		if err != nil {
			return err
		}
		if _, err := st.SetAvailability(ctx, id, openDays[0], i != 7); err != nil {
			return err
		}
	}
	return seedTeams(ctx, st, userOf, []record.Hackathon{open, sprint})
}

func seedProfiles(ctx context.Context, st *store.Store, userOf func(int) int64) error {
	skills, err := st.Skills(ctx)
	if err != nil {
		return err
	}
	for i, p := range demoProfiles {
		var ids []int64
		for _, s := range p.skills {
			if s < len(skills) {
				ids = append(ids, skills[s].ID)
			}
		}
		if _, err := st.UpdateHackathonProfile(ctx, userOf(i), p.fields, ids); err != nil {
			return err
		}
	}
	return nil
}

// seedTeams forms the teams through the store, as the app would: the
// first member creates the team, the others ask and are accepted, those
// who left leave.
func seedTeams(ctx context.Context, st *store.Store, userOf func(int) int64, hs []record.Hackathon) error {
	for _, t := range demoTeams {
		h := hs[t.hackathon]
		admin := userOf(t.members[0])
		team, err := st.CreateTeam(ctx, store.NewTeam{HackathonID: h.ID, Name: t.name, CreatorID: admin})
		if err != nil {
			return err
		}
		for _, m := range slices.Concat(t.members[1:], t.left) {
			if err := joinDemoTeam(ctx, st, team.ID, admin, userOf(m), ""); err != nil {
				return err
			}
		}
		for _, m := range t.left {
			if err := st.LeaveTeam(ctx, team.ID, userOf(m)); err != nil {
				return err
			}
		}
	}
	return seedTeamExtras(ctx, st, userOf, hs[1])
}

// joinDemoTeam: the user asks to join and the admin accepts.
func joinDemoTeam(ctx context.Context, st *store.Store, teamID, adminID, userID int64, message string) error {
	view, err := st.TeamView(ctx, teamID, userID)
	if err != nil {
		return err
	}
	// The notices name both people, so both are read whole.
	requester, err := st.User(ctx, userID)
	if err != nil {
		return err
	}
	admin, err := st.User(ctx, adminID)
	if err != nil {
		return err
	}
	r, err := st.RequestToJoinTeam(ctx, view, requester, message, nil)
	if err != nil {
		return err
	}
	_, err = st.AcceptJoinRequest(ctx, r.ID, admin)
	return err
}
