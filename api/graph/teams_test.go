package graph_test

import (
	"sync"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
)

const (
	teamFields = `{ id hackathonId name totalMembers isFull isMember isAdmin hasRequestedToJoin idea { id name }
	  members { id person { id displayName } role status isAdmin isMe skills }
	  joinRequests { id message status person { id displayName } }
	  resources { id name url }
	  viewerCan { manage seeResources leave requestToJoin } }`
	createTeamOp   = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { team ` + teamFields + ` } }`
	teamOp         = `query($id: ID!) { team(id: $id) ` + teamFields + ` }`
	teamsOp        = `query($id: ID!) { teams(hackathonId: $id, first: 50) { totalCount items { id name totalMembers isFull isMember isAdmin hasRequestedToJoin } } }`
	requestJoinOp  = `mutation($id: ID!, $message: String) { requestToJoinTeam(input: {teamId: $id, message: $message}) { joinRequest { id status message } team { id hasRequestedToJoin } } }`
	acceptJoinOp   = `mutation($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } team { id totalMembers } } }`
	declineJoinOp  = `mutation($id: ID!) { declineTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } } }`
	leaveTeamOp    = `mutation($id: ID!) { leaveTeam(input: {teamId: $id}) { hackathon { id myTeam { id } } } }`
	removeMemberOp = `mutation($id: ID!) { removeTeamMember(input: {memberId: $id}) { team { id totalMembers } } }`
	setRoleOp      = `mutation($id: ID!, $role: TeamMemberRole!) { setTeamMemberRole(input: {memberId: $id, role: $role}) { team { id members { id role } } } }`
	addResourceOp  = `mutation($id: ID!, $name: String!, $url: String!) { addTeamResource(input: {teamId: $id, name: $name, url: $url}) { resource { id name url } } }`
	removeResOp    = `mutation($id: ID!) { removeTeamResource(input: {resourceId: $id}) { team { id resources { id } } } }`
	myTeamOp       = `query($id: ID!) { hackathon(id: $id) { myTeam { id name } lookingForTeam } }`
	candidatesOp   = `query($id: ID!, $team: ID) { teamCandidates(hackathonId: $id, teamId: $team) { person { id displayName } lookingForTeam sharedSkills bringsSkills score } }`
	lookingOp      = `mutation($id: ID!, $looking: Boolean!) { setLookingForTeam(input: {hackathonId: $id, looking: $looking}) { hackathon { id lookingForTeam } } }`
)

type testTeam struct {
	ID, HackathonID, Name                         string
	TotalMembers                                  int
	IsFull, IsMember, IsAdmin, HasRequestedToJoin bool
	Idea                                          *struct{ ID, Name string }
	Members                                       []struct {
		ID            string
		Person        struct{ ID, DisplayName string }
		Role, Status  string
		IsAdmin, IsMe bool
		Skills        []string
	}
	JoinRequests []struct {
		ID, Message, Status string
		Person              struct{ ID, DisplayName string }
	}
	Resources []struct{ ID, Name, URL string }
	ViewerCan struct{ Manage, SeeResources, Leave, RequestToJoin bool }
}

// hacking moves the hackathon into HACKING, where teams may form.
func hacking(t *testing.T, w *world, hackathonID string) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET phase = 'HACKING' WHERE id = $1`, intID(hackathonID))
	require.NoError(t, err)
}

func setMaxTeamSize(t *testing.T, w *world, hackathonID string, n int) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET max_team_size = $2 WHERE id = $1`, intID(hackathonID), n)
	require.NoError(t, err)
}

func createTeam(c *apitest.Client, hackathonID, name string) (testTeam, []apitest.GraphQLError) {
	var out struct{ CreateTeam struct{ Team testTeam } }
	errs := c.GraphQL(createTeamOp, map[string]any{"input": map[string]any{"hackathonId": hackathonID, "name": name}}, &out)
	return out.CreateTeam.Team, errs
}

func mustCreateTeam(t *testing.T, c *apitest.Client, hackathonID, name string) testTeam {
	t.Helper()
	team, errs := createTeam(c, hackathonID, name)
	require.Empty(t, errs)
	return team
}

func readTeam(t *testing.T, c *apitest.Client, id string) testTeam {
	t.Helper()
	var out struct{ Team testTeam }
	require.Empty(t, c.GraphQL(teamOp, map[string]any{"id": id}, &out))
	return out.Team
}

func requestJoin(t *testing.T, c *apitest.Client, teamID, message string) string {
	t.Helper()
	var out struct {
		RequestToJoinTeam struct {
			JoinRequest struct{ ID, Status, Message string }
		}
	}
	require.Empty(t, c.GraphQL(requestJoinOp, map[string]any{"id": teamID, "message": message}, &out))
	assert.Equal(t, "NEW", out.RequestToJoinTeam.JoinRequest.Status)
	return out.RequestToJoinTeam.JoinRequest.ID
}

func notificationTypes(t *testing.T, c *apitest.Client) []string {
	t.Helper()
	var out struct {
		MyNotifications struct{ Items []struct{ Type, Link string } }
	}
	require.Empty(t, c.GraphQL(`{ myNotifications(first: 50) { items { type link } } }`, nil, &out))
	var types []string
	for _, n := range out.MyNotifications.Items {
		types = append(types, n.Type)
	}
	return types
}

// owlsAndLarks is a world in HACKING whose invite-only hackathon Bea, Cy and
// Dee joined: the world's participant leads the Owls, Dee the Larks, and Bea
// and Cy are in no team.
func owlsAndLarks(t *testing.T) (w *world, bea, cy, dee apitest.User, owls, larks testTeam) {
	t.Helper()
	w = newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	users := joinAll(t, w, "Bea", "Cy", "Dee")
	bea, cy, dee = users[0], users[1], users[2]
	owls = mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Owls")
	larks = mustCreateTeam(t, dee.Client, w.inviteOnlyID, "Larks")
	return w, bea, cy, dee, owls, larks
}

func TestTeamCreationRules(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	others := joinAll(t, w, "Second", "Third")

	_, errs := createTeam(w.participant.Client, w.inviteOnlyID, "Early Birds")
	assert.Equal(t, "CONFLICT", code(t, errs), "no teams in PLANNING")
	hacking(t, w, w.inviteOnlyID)

	_, errs = createTeam(w.participant.Client, w.inviteOnlyID, "  ")
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	_, errs = createTeam(w.mentor.Client, w.inviteOnlyID, "Mentors")
	assert.Equal(t, "FORBIDDEN", code(t, errs), "only participants form teams")

	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "  Night Owls ")
	assert.Equal(t, "Night Owls", team.Name)
	assert.Equal(t, 1, team.TotalMembers)
	assert.True(t, team.IsMember)
	assert.True(t, team.IsAdmin)
	require.Len(t, team.Members, 1)
	assert.Equal(t, "ADMIN", team.Members[0].Role)
	assert.True(t, team.Members[0].IsMe)
	assert.Equal(t, team.ViewerCan, struct{ Manage, SeeResources, Leave, RequestToJoin bool }{true, true, true, false})

	_, errs = createTeam(others[0].Client, w.inviteOnlyID, "NIGHT OWLS")
	assert.Equal(t, "CONFLICT", code(t, errs), "names are unique whatever their case")
	assert.Equal(t, "name", errs[0].Extensions["field"])
	_, errs = createTeam(w.participant.Client, w.inviteOnlyID, "Second Team")
	assert.Equal(t, "CONFLICT", code(t, errs), "one team per participant")

	var my struct {
		Hackathon struct{ MyTeam *struct{ ID, Name string } }
	}
	require.Empty(t, w.participant.Client.GraphQL(myTeamOp, map[string]any{"id": w.inviteOnlyID}, &my))
	require.NotNil(t, my.Hackathon.MyTeam)
	assert.Equal(t, team.ID, my.Hackathon.MyTeam.ID)
	require.Empty(t, others[0].Client.GraphQL(myTeamOp, map[string]any{"id": w.inviteOnlyID}, &my))
	assert.Nil(t, my.Hackathon.MyTeam)

	// An idea of the same hackathon is linked; another hackathon's is refused.
	var ideaID, otherIdeaID int64
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `INSERT INTO ideas (hackathon_id, name, description, detail_description)
	  VALUES ($1, 'Solar kiosk', 'd', 'dd') RETURNING id`, intID(w.inviteOnlyID)).Scan(&ideaID))
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `INSERT INTO ideas (hackathon_id, name, description, detail_description)
	  VALUES ($1, 'Elsewhere', 'd', 'dd') RETURNING id`, intID(w.publicID)).Scan(&otherIdeaID))
	var out struct{ CreateTeam struct{ Team testTeam } }
	errs = others[0].Client.GraphQL(createTeamOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": "Sun", "ideaId": otherIdeaID}}, &out)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "ideaId", errs[0].Extensions["field"])
	require.Empty(t, others[0].Client.GraphQL(createTeamOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": "Sun", "ideaId": ideaID}}, &out))
	require.NotNil(t, out.CreateTeam.Team.Idea)
	assert.Equal(t, "Solar kiosk", out.CreateTeam.Team.Idea.Name)

	// Teams are listed by name, with what the viewer is to each.
	var list struct {
		Teams struct {
			TotalCount int
			Items      []testTeam
		}
	}
	require.Empty(t, others[1].Client.GraphQL(teamsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	require.Equal(t, 2, list.Teams.TotalCount)
	assert.Equal(t, "Night Owls", list.Teams.Items[0].Name)
	assert.False(t, list.Teams.Items[0].IsMember)
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET show_teams = false WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	assert.Equal(t, "FORBIDDEN", code(t, others[1].Client.GraphQL(teamsOp, map[string]any{"id": w.inviteOnlyID}, nil)), "hidden teams")
	assert.Equal(t, team.ID, readTeam(t, w.participant.Client, team.ID).ID, "a member still sees their own team")
	require.Empty(t, w.mentor.Client.GraphQL(teamsOp, map[string]any{"id": w.inviteOnlyID}, &list))
}

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

func TestTeamDatabaseRefusesAnOverfullTeam(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	setMaxTeamSize(t, w, w.inviteOnlyID, 1)
	users := joinAll(t, w, "Solo")
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Solo")
	_, err := w.env.Store.Pool().Exec(t.Context(), `INSERT INTO team_members (team_id, hackathon_id, user_id) VALUES ($1, $2, $3)`,
		intID(team.ID), intID(w.inviteOnlyID), users[0].ID)
	var pgErr *pgconn.PgError
	require.ErrorAs(t, err, &pgErr, "the trigger holds even for writes that skip the store")
	assert.Equal(t, "team_members_max_team_size", pgErr.ConstraintName)
	assert.Equal(t, "23514", pgErr.Code)
}

func TestTeamMembersLeaveAreRemovedAndChangeRoles(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	users := joinAll(t, w, "Mo", "Ny")
	mo, ny := users[0], users[1]
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Crew")
	for _, u := range users {
		require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": requestJoin(t, u.Client, team.ID, "")}, nil))
	}
	members := readTeam(t, w.participant.Client, team.ID).Members
	require.Len(t, members, 3)

	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(leaveTeamOp, map[string]any{"id": team.ID}, nil)), "the last admin stays")
	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(setRoleOp, map[string]any{"id": members[0].ID, "role": "MEMBER"}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, mo.Client.GraphQL(removeMemberOp, map[string]any{"id": members[2].ID}, nil)), "members do not remove")
	errs := w.participant.Client.GraphQL(removeMemberOp, map[string]any{"id": members[0].ID}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs), "admins leave rather than remove themselves")

	require.Empty(t, w.participant.Client.GraphQL(removeMemberOp, map[string]any{"id": members[2].ID}, nil))
	memberships, err := w.env.Store.TeamMemberships(t.Context(), intID(w.inviteOnlyID), ny.ID)
	require.NoError(t, err)
	require.Len(t, memberships, 1)
	assert.Equal(t, "REMOVED", memberships[0].Status)

	require.Empty(t, w.participant.Client.GraphQL(setRoleOp, map[string]any{"id": members[1].ID, "role": "ADMIN"}, nil))
	var left struct {
		LeaveTeam struct {
			Hackathon struct{ MyTeam *struct{ ID string } }
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(leaveTeamOp, map[string]any{"id": team.ID}, &left))
	assert.Nil(t, left.LeaveTeam.Hackathon.MyTeam)
	after := readTeam(t, mo.Client, team.ID)
	require.Len(t, after.Members, 1)
	assert.True(t, after.Members[0].IsAdmin)

	// The last member leaving ends the team.
	require.Empty(t, mo.Client.GraphQL(leaveTeamOp, map[string]any{"id": team.ID}, nil))
	assert.Equal(t, "NOT_FOUND", code(t, w.creator.Client.GraphQL(teamOp, map[string]any{"id": team.ID}, nil)))
	// A removed member may join again.
	again := mustCreateTeam(t, ny.Client, w.inviteOnlyID, "Crew")
	assert.Equal(t, 1, again.TotalMembers)
}

func TestTeamResourcesAreCheckedAndNormalised(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	outsider := joinAll(t, w, "Outside")[0]
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Links")

	add := func(c *apitest.Client, name, url string) (struct{ ID, Name, URL string }, []apitest.GraphQLError) {
		var out struct {
			AddTeamResource struct {
				Resource struct{ ID, Name, URL string }
			}
		}
		errs := c.GraphQL(addResourceOp, map[string]any{"id": team.ID, "name": name, "url": url}, &out)
		return out.AddTeamResource.Resource, errs
	}
	_, errs := add(w.participant.Client, " ", "https://example.com")
	assert.Equal(t, "name", errs[0].Extensions["field"])
	_, errs = add(w.participant.Client, "Repo", "")
	assert.Equal(t, "url", errs[0].Extensions["field"])
	_, errs = add(w.participant.Client, "Repo", "not a url")
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "url", errs[0].Extensions["field"])
	_, errs = add(outsider.Client, "Repo", "https://example.com")
	assert.Equal(t, "FORBIDDEN", code(t, errs))

	res, errs := add(w.participant.Client, " Repo ", " www.github.com/acme/links/ ")
	require.Empty(t, errs)
	assert.Equal(t, "Repo", res.Name)
	assert.Equal(t, "https://www.github.com/acme/links", res.URL)
	assert.Len(t, readTeam(t, w.participant.Client, team.ID).Resources, 1)
	assert.Empty(t, readTeam(t, outsider.Client, team.ID).Resources, "only members read the links")
	assert.Len(t, readTeam(t, w.manager.Client, team.ID).Resources, 1, "organizers read them")

	assert.Equal(t, "FORBIDDEN", code(t, outsider.Client.GraphQL(removeResOp, map[string]any{"id": res.ID}, nil)))
	require.Empty(t, w.participant.Client.GraphQL(removeResOp, map[string]any{"id": res.ID}, nil))
	assert.Empty(t, readTeam(t, w.participant.Client, team.ID).Resources)
}

func TestTeamMatchingSuggestsComplementarySkills(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	users := joinAll(t, w, "Designer", "Backender", "Nobody", "Taken")
	designer, backender, nobody, taken := users[0], users[1], users[2], users[3]
	skills, err := w.env.Store.Skills(t.Context())
	require.NoError(t, err)
	skill := map[string]int64{}
	for _, s := range skills {
		skill[s.Name] = s.ID
	}
	setSkills := func(u apitest.User, names ...string) {
		ids := make([]int64, len(names))
		for i, n := range names {
			ids[i] = skill[n]
		}
		_, err := w.env.Store.UpdateHackathonProfile(t.Context(), u.ID, store.ProfileFields{}, ids)
		require.NoError(t, err)
	}
	setSkills(w.participant, "Backend")
	setSkills(designer, "Design", "Frontend", "Backend")
	setSkills(backender, "Backend")
	setSkills(taken, "Design", "Pitching", "Security")
	mustCreateTeam(t, taken.Client, w.inviteOnlyID, "Taken")
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Builders")

	var out struct {
		TeamCandidates []struct {
			Person                     struct{ DisplayName string }
			LookingForTeam             bool
			SharedSkills, BringsSkills []string
			Score                      int
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID, "team": team.ID}, &out))
	require.Len(t, out.TeamCandidates, 2, "those in a team and those without skills or wish are left out")
	assert.Equal(t, []string{"Design", "Frontend"}, out.TeamCandidates[0].BringsSkills)
	assert.Equal(t, []string{"Backend"}, out.TeamCandidates[0].SharedSkills)
	assert.Equal(t, 5, out.TeamCandidates[0].Score)
	assert.Empty(t, out.TeamCandidates[1].BringsSkills)

	var looking struct {
		SetLookingForTeam struct{ Hackathon struct{ LookingForTeam bool } }
	}
	require.Empty(t, nobody.Client.GraphQL(lookingOp, map[string]any{"id": w.inviteOnlyID, "looking": true}, &looking))
	assert.True(t, looking.SetLookingForTeam.Hackathon.LookingForTeam)
	assert.Equal(t, "CONFLICT", code(t, w.participant.Client.GraphQL(lookingOp, map[string]any{"id": w.inviteOnlyID, "looking": true}, nil)))
	require.Empty(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID, "team": team.ID}, &out))
	require.Len(t, out.TeamCandidates, 3, "someone looking for a team is suggested without skills")
	assert.True(t, out.TeamCandidates[2].LookingForTeam)
	assert.Zero(t, out.TeamCandidates[2].Score, "wishing alone ranks last")

	// Without a team, a participant's own skills are compared.
	require.Empty(t, nobody.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID}, &out))
	require.Len(t, out.TeamCandidates, 2)
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(candidatesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "they have a team")

	// Joining a team clears the flag.
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": requestJoin(t, nobody.Client, team.ID, "")}, nil))
	var my struct{ Hackathon struct{ LookingForTeam bool } }
	require.Empty(t, nobody.Client.GraphQL(myTeamOp, map[string]any{"id": w.inviteOnlyID}, &my))
	assert.False(t, my.Hackathon.LookingForTeam)
}
