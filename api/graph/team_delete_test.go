package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	deleteTeamOp  = `mutation($id: ID!) { deleteTeam(input: {teamId: $id}) { deletedTeamId hackathon { id myTeam { id } } } }`
	updateResOp   = `mutation($id: ID!, $name: String!, $url: String!) { updateTeamResource(input: {id: $id, name: $name, url: $url}) { resource { id name url } } }`
	inviteOp      = `mutation($team: ID!, $user: ID!) { inviteToTeam(input: {teamId: $team, userId: $user}) { joinRequest { id } } }`
	teamCanDelete = `query($id: ID!) { team(id: $id) { viewerCan { delete } } }`
)

type deletedTeam struct {
	DeleteTeam struct {
		DeletedTeamID string
		Hackathon     struct {
			ID     string
			MyTeam *struct{ ID string }
		}
	}
}

func teamRows(t *testing.T, w *world, table, teamID string) int {
	t.Helper()
	var n int
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT count(*) FROM `+table+` WHERE team_id = $1`, intID(teamID)).Scan(&n))
	return n
}

// The Owls (the world's participant, admin; Bea, member; Cy invited; a
// resource) are deleted by their admin: members, invitations and resources
// go with the team, Bea is told and may form a team again. Plain members,
// other teams' admins and mentors may not delete it; an organizer deletes
// the Larks.
func TestDeletingATeam(t *testing.T) {
	t.Parallel()
	w, bea, cy, dee, owls, larks := owlsAndLarks(t)
	req := requestJoin(t, bea.Client, owls.ID, "")
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": req}, nil))
	require.Empty(t, w.participant.Client.GraphQL(inviteOp, map[string]any{"team": owls.ID, "user": cy.ID}, nil))
	require.Empty(t, w.participant.Client.GraphQL(addResourceOp, map[string]any{"id": owls.ID, "name": "Repo", "url": "github.com/owls/x"}, nil))

	for _, c := range []struct {
		who string
		u   apitest.User
		can bool
	}{{"admin", w.participant, true}, {"member", bea, false}, {"other team's admin", dee, false}, {"mentor", w.mentor, false}, {"creator", w.creator, true}, {"manager", w.manager, true}} {
		var out struct {
			Team struct{ ViewerCan struct{ Delete bool } }
		}
		require.Empty(t, c.u.Client.GraphQL(teamCanDelete, map[string]any{"id": owls.ID}, &out), c.who)
		assert.Equal(t, c.can, out.Team.ViewerCan.Delete, "viewerCan.delete of the %s", c.who)
		if !c.can {
			assert.Equal(t, "FORBIDDEN", code(t, c.u.Client.GraphQL(deleteTeamOp, map[string]any{"id": owls.ID}, nil)), c.who)
		}
	}
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(deleteTeamOp, map[string]any{"id": owls.ID}, nil)), "an outsider")
	errs := w.participant.Client.GraphQL(deleteTeamOp, map[string]any{"id": "owls"}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs), "an id that is not one")

	var out deletedTeam
	require.Empty(t, w.participant.Client.GraphQL(deleteTeamOp, map[string]any{"id": owls.ID}, &out))
	assert.Equal(t, owls.ID, out.DeleteTeam.DeletedTeamID)
	assert.Nil(t, out.DeleteTeam.Hackathon.MyTeam, "the admin has no team any more")
	for _, table := range []string{"team_members", "team_join_requests", "team_resources"} {
		assert.Zero(t, teamRows(t, w, table, owls.ID), table)
	}
	assert.Equal(t, "NOT_FOUND", code(t, w.creator.Client.GraphQL(teamOp, map[string]any{"id": owls.ID}, nil)))
	assert.Equal(t, "NOT_FOUND", code(t, w.participant.Client.GraphQL(deleteTeamOp, map[string]any{"id": owls.ID}, nil)), "deleted once")
	told := eventuallyNotified(t, bea, "TEAM_DELETED")
	assert.Contains(t, told.Text, "Owls")
	assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/teams/create", told.Link)
	assert.NotContains(t, notificationTypes(t, w.participant.Client), "TEAM_DELETED", "the one who deleted it is not told")
	mustCreateTeam(t, bea.Client, w.inviteOnlyID, "Owls")

	require.Empty(t, w.creator.Client.GraphQL(deleteTeamOp, map[string]any{"id": larks.ID}, &out), "an organizer deletes any team")
	assert.Contains(t, notificationTypes(t, dee.Client), "TEAM_DELETED")
}

// A team that submitted its work stays for judging; its drafts alone do not
// keep it.
func TestATeamWithSubmittedWorkIsNotDeleted(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	track := createCategory(t, w.creator.Client, w.inviteOnlyID, "Main", projectTemplate)
	owls := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Owls")
	_, errs := updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk"}, nil)
	require.Empty(t, errs)
	yes := true
	_, errs = updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk", "repo": "github.com/owls/kiosk", "track": "AI"}, &yes)
	require.Empty(t, errs)

	errs = w.creator.Client.GraphQL(deleteTeamOp, map[string]any{"id": owls.ID}, nil)
	require.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, "teamId", errs[0].Extensions["field"])
	assert.Contains(t, errs[0].Message, "submitted")
	assert.Equal(t, 1, teamRows(t, w, "team_members", owls.ID), "nothing changed")

	dee := joinAll(t, w, "Dee")[0]
	larks := mustCreateTeam(t, dee.Client, w.inviteOnlyID, "Larks")
	_, errs = updateSubmission(dee.Client, larks.ID, track.ID, map[string]any{"summary": "Draft"}, nil)
	require.Empty(t, errs)
	require.Empty(t, w.creator.Client.GraphQL(deleteTeamOp, map[string]any{"id": larks.ID}, nil), "a draft goes with the team")
	assert.Zero(t, teamRows(t, w, "submissions", larks.ID))
}

// A resource is edited with addTeamResource's rules: name and URL required,
// the URL checked and normalised; members and organizers edit, others not.
func TestEditingATeamResource(t *testing.T) {
	t.Parallel()
	w, bea, _, dee, owls, _ := owlsAndLarks(t)
	req := requestJoin(t, bea.Client, owls.ID, "")
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": req}, nil))
	var added struct {
		AddTeamResource struct {
			Resource struct{ ID, Name, URL string }
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(addResourceOp, map[string]any{"id": owls.ID, "name": "Repo", "url": "github.com/owls/x"}, &added))
	res := added.AddTeamResource.Resource

	errs := bea.Client.GraphQL(updateResOp, map[string]any{"id": res.ID, "name": "Code", "url": "not a url"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "url", errs[0].Extensions["field"])
	errs = bea.Client.GraphQL(updateResOp, map[string]any{"id": res.ID, "name": "  ", "url": "gitlab.com/owls/x"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	assert.Equal(t, "FORBIDDEN", code(t, dee.Client.GraphQL(updateResOp, map[string]any{"id": res.ID, "name": "Mine", "url": "example.com"}, nil)))

	var out struct {
		UpdateTeamResource struct {
			Resource struct{ ID, Name, URL string }
		}
	}
	require.Empty(t, bea.Client.GraphQL(updateResOp, map[string]any{"id": res.ID, "name": " Code ", "url": "gitlab.com/owls/x"}, &out), "a member edits")
	assert.Equal(t, struct{ ID, Name, URL string }{res.ID, "Code", "https://gitlab.com/owls/x"}, out.UpdateTeamResource.Resource)
	require.Empty(t, w.creator.Client.GraphQL(updateResOp, map[string]any{"id": res.ID, "name": "Board", "url": "https://example.com/b"}, &out), "an organizer edits")
	assert.Equal(t, "Board", readTeam(t, w.participant.Client, owls.ID).Resources[0].Name)
	assert.Equal(t, "NOT_FOUND", code(t, bea.Client.GraphQL(updateResOp, map[string]any{"id": "999999999", "name": "X", "url": "example.com"}, nil)))
}
