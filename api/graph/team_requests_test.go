package graph_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

// Requests to join a team (team_requests.go) and their answers, within the
// team size. Invitations are team_invitations_test.go's.

func TestTeamJoinRequestsAcceptDeclineAndWithdraw(t *testing.T) {
	t.Parallel()
	w, bea, cy, dee, owls, larks := owlsAndLarks(t)

	toOwls := requestJoin(t, bea.Client, owls.ID, "  I write Go  ")
	toLarks := requestJoin(t, bea.Client, larks.ID, "")
	assert.Equal(t, "CONFLICT", code(t, bea.Client.GraphQL(requestJoinOp, map[string]any{"id": owls.ID}, nil)), "one open request per team")
	assert.Equal(t, "CONFLICT", code(t, dee.Client.GraphQL(requestJoinOp, map[string]any{"id": owls.ID}, nil)), "in a team already")
	long := make([]byte, 501)
	for i := range long {
		long[i] = 'x'
	}
	errs := cy.Client.GraphQL(requestJoinOp, map[string]any{"id": owls.ID, "message": string(long)}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "message", errs[0].Extensions["field"])

	assert.Contains(t, notificationTypes(t, w.participant.Client), "TEAM_JOIN_REQUEST", "the admins hear of it")
	seen := readTeam(t, w.participant.Client, owls.ID)
	require.Len(t, seen.JoinRequests, 1)
	assert.Equal(t, "I write Go", seen.JoinRequests[0].Message)
	assert.Equal(t, "Bea Tester", seen.JoinRequests[0].Person.DisplayName)
	assert.True(t, readTeam(t, bea.Client, owls.ID).HasRequestedToJoin)
	assert.Empty(t, readTeam(t, bea.Client, owls.ID).JoinRequests, "only admins read the requests")

	assert.Equal(t, "FORBIDDEN", code(t, bea.Client.GraphQL(acceptJoinOp, map[string]any{"id": toOwls}, nil)), "not their team")
	var accepted struct {
		AcceptTeamJoinRequest struct {
			JoinRequest struct{ Status string }
			Team        struct{ TotalMembers int }
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": toOwls}, &accepted))
	assert.Equal(t, "ACCEPTED", accepted.AcceptTeamJoinRequest.JoinRequest.Status)
	assert.Equal(t, 2, accepted.AcceptTeamJoinRequest.Team.TotalMembers)
	assert.Contains(t, notificationTypes(t, bea.Client), "TEAM_JOIN_REQUEST_ACCEPTED")
	assert.Empty(t, readTeam(t, dee.Client, larks.ID).JoinRequests, "Bea's request to the Larks was withdrawn")
	assert.Equal(t, "CONFLICT", code(t, dee.Client.GraphQL(acceptJoinOp, map[string]any{"id": toLarks}, nil)))
	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": toOwls}, nil)), "answered already")

	members := readTeam(t, bea.Client, owls.ID).Members
	require.Len(t, members, 2)
	assert.Equal(t, []bool{true, false}, []bool{members[0].IsAdmin, members[1].IsAdmin})
	assert.Equal(t, []bool{false, true}, []bool{members[0].IsMe, members[1].IsMe})

	// Declining leaves the requester free; the organizers answer too.
	toLarks = requestJoin(t, cy.Client, larks.ID, "")
	var declined struct {
		DeclineTeamJoinRequest struct{ JoinRequest struct{ Status string } }
	}
	require.Empty(t, w.creator.Client.GraphQL(declineJoinOp, map[string]any{"id": toLarks}, &declined))
	assert.Equal(t, "DECLINED", declined.DeclineTeamJoinRequest.JoinRequest.Status)
	assert.Equal(t, 1, readTeam(t, dee.Client, larks.ID).TotalMembers)
}

func TestFullTeamRefusesRequestsAndAcceptances(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	setMaxTeamSize(t, w, w.inviteOnlyID, 2)
	users := joinAll(t, w, "Ann", "Ben", "Cat")
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Pair")
	first := requestJoin(t, users[0].Client, team.ID, "")
	second := requestJoin(t, users[1].Client, team.ID, "")
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": first}, nil))
	full := readTeam(t, users[2].Client, team.ID)
	assert.True(t, full.IsFull)
	assert.False(t, full.ViewerCan.RequestToJoin)
	assert.Equal(t, "CONFLICT", code(t, users[2].Client.GraphQL(requestJoinOp, map[string]any{"id": team.ID}, nil)))
	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": second}, nil)))
	assert.Equal(t, 2, readTeam(t, w.participant.Client, team.ID).TotalMembers)
	assert.Len(t, readTeam(t, w.participant.Client, team.ID).JoinRequests, 1, "the refused acceptance changed nothing")
}

// TestTeamRacesStayWithinTheRules sends the racing acceptances at once
// against the real Postgres: two admins filling the last seat, and two teams
// accepting one participant.
func TestTeamRacesStayWithinTheRules(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	setMaxTeamSize(t, w, w.inviteOnlyID, 3)
	users := joinAll(t, w, "Second", "RacerOne", "RacerTwo", "Wanted", "Rival")
	second, racer1, racer2, wanted, rival := users[0], users[1], users[2], users[3], users[4]

	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Racers")
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": requestJoin(t, second.Client, team.ID, "")}, nil))
	promoted := readTeam(t, w.participant.Client, team.ID).Members[1]
	require.Empty(t, w.participant.Client.GraphQL(setRoleOp, map[string]any{"id": promoted.ID, "role": "ADMIN"}, nil))

	races := []struct {
		admin     *apitest.Client
		requestID string
	}{
		{w.participant.Client, requestJoin(t, racer1.Client, team.ID, "")},
		{second.Client, requestJoin(t, racer2.Client, team.ID, "")},
	}
	codes := make([]string, len(races))
	var wg sync.WaitGroup
	for i, r := range races {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs := r.admin.GraphQL(acceptJoinOp, map[string]any{"id": r.requestID}, nil)
			if len(errs) > 0 {
				codes[i], _ = errs[0].Extensions["code"].(string)
			}
		}()
	}
	wg.Wait()
	assert.ElementsMatch(t, []string{"", "CONFLICT"}, codes, "one acceptance takes the last seat")
	assert.Equal(t, 3, readTeam(t, w.participant.Client, team.ID).TotalMembers)

	other := mustCreateTeam(t, rival.Client, w.inviteOnlyID, "Rivals")
	// The Racers are full; make room so that both acceptances may win.
	setMaxTeamSize(t, w, w.inviteOnlyID, 5)
	bids := []struct {
		admin     *apitest.Client
		requestID string
	}{
		{w.participant.Client, requestJoin(t, wanted.Client, team.ID, "")},
		{rival.Client, requestJoin(t, wanted.Client, other.ID, "")},
	}
	for i, r := range bids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = ""
			if errs := r.admin.GraphQL(acceptJoinOp, map[string]any{"id": r.requestID}, nil); len(errs) > 0 {
				codes[i], _ = errs[0].Extensions["code"].(string)
			}
		}()
	}
	wg.Wait()
	assert.ElementsMatch(t, []string{"", "CONFLICT"}, codes, "one team wins the participant")
	memberships, err := w.env.Store.TeamMemberships(t.Context(), intID(w.inviteOnlyID), wanted.ID)
	require.NoError(t, err)
	active := 0
	for _, m := range memberships {
		if m.Status == "ACTIVE" {
			active++
		}
	}
	assert.Equal(t, 1, active, "in exactly one team")
}
