package graph_test

import (
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
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
