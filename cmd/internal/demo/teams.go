package demo

import (
	"context"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Team extras of the Internal AI Sprint: Pat Participant's team (Support
// Bots) shares two links, has an open request from a crowd member, whom
// Pat is notified of, and has invited another; a third looks for a team.
const (
	demoTeamWithExtras = "Support Bots"
	demoRequester      = 3 // crowd index: asks to join Support Bots
	demoSeeker         = 4 // crowd index: looking for a team
	demoInvitee        = 5 // crowd index: invited by Pat to Support Bots
)

var demoTeamResources = []struct{ name, url string }{
	{"Repository", "https://github.com/hackforge-demo/support-bots"},
	{"Design board", "https://www.figma.com/file/support-bots"},
}

func seedTeamExtras(ctx context.Context, st *store.Store, userOf func(int) int64, sprint record.Hackathon) error {
	pat := userOf(-1)
	teamID, found, err := st.ActiveTeamID(ctx, sprint.ID, pat)
	if err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("demo: %s has no team in %s", "Pat Participant", sprint.Name)
	}
	for _, r := range demoTeamResources {
		if _, err := st.AddTeamResource(ctx, teamID, r.name, r.url, pat); err != nil {
			return err
		}
	}
	requester := userOf(demoRequester)
	team, err := st.TeamView(ctx, teamID, requester)
	if err != nil {
		return err
	}
	r, err := st.CreateJoinRequest(ctx, team, requester, "I build mobile apps; your bots need one.")
	if err != nil {
		return err
	}
	names, err := st.UsersByIDs(ctx, []int64{requester})
	if err != nil {
		return err
	}
	u := names[requester]
	notice := domain.TeamJoinRequest{
		TeamRef:         domain.TeamRef{HackathonRef: domain.HackathonRef{HackathonID: sprint.ID, HackathonName: sprint.Name}, TeamID: teamID, TeamName: team.Name},
		ParticipantName: u.FirstName + " " + u.LastName,
	}
	if _, err := st.Notify(ctx, []int64{pat}, notice, fmt.Sprintf("team-join-request:%d", r.ID)); err != nil {
		return err
	}
	invitee := userOf(demoInvitee)
	inv, err := st.CreateTeamInvitation(ctx, team, invitee, pat)
	if err != nil {
		return err
	}
	invitation := domain.TeamInvitation{TeamRef: notice.TeamRef, InviterName: "Pat Participant"}
	if _, err := st.Notify(ctx, []int64{invitee}, invitation, fmt.Sprintf("team-join-invitation:%d", inv.ID)); err != nil {
		return err
	}
	return st.SetLookingForTeam(ctx, sprint.ID, userOf(demoSeeker), true)
}
