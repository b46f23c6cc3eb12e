package demo

import (
	"context"
	"fmt"

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
	people, err := st.UsersByIDs(ctx, []int64{pat, userOf(demoRequester)})
	if err != nil {
		return err
	}
	requester := people[userOf(demoRequester)]
	team, err := st.TeamView(ctx, teamID, requester.ID)
	if err != nil {
		return err
	}
	if _, err := st.RequestToJoinTeam(ctx, team, requester, "I build mobile apps; your bots need one.", nil); err != nil {
		return err
	}
	if _, err := st.InviteToTeam(ctx, team, userOf(demoInvitee), people[pat], nil); err != nil {
		return err
	}
	return st.SetLookingForTeam(ctx, sprint.ID, userOf(demoSeeker), true)
}
