package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	inviteToTeamOp   = `mutation($team: ID!, $user: ID!) { inviteToTeam(input: {teamId: $team, userId: $user}) { joinRequest { id status invitedBy { displayName } person { displayName } } } }`
	invitedTeamOp    = `query($id: ID!) { team(id: $id) { id isMember myInvitation { id invitedBy { displayName } } viewerCan { requestToJoin invite } joinRequests { id invitedBy { displayName } person { displayName } } } }`
	pendingOp        = `query($id: ID!, $team: ID) { teamCandidates(hackathonId: $id, teamId: $team) { person { id } pendingWithTeam } }`
	answerInvitation = `{ joinRequest { id status } team { id totalMembers isMember } }`
)

type invitedTeam struct {
	Team struct {
		IsMember     bool
		MyInvitation *struct {
			ID        string
			InvitedBy struct{ DisplayName string }
		}
		ViewerCan    struct{ RequestToJoin, Invite bool }
		JoinRequests []struct {
			ID        string
			InvitedBy *struct{ DisplayName string }
			Person    struct{ DisplayName string }
		}
	}
}

func inviteToTeam(c *apitest.Client, teamID string, userID int64) (string, []apitest.GraphQLError) {
	var out struct {
		InviteToTeam struct{ JoinRequest struct{ ID, Status string } }
	}
	errs := c.GraphQL(inviteToTeamOp, map[string]any{"team": teamID, "user": userID}, &out)
	return out.InviteToTeam.JoinRequest.ID, errs
}

func readInvitedTeam(t *testing.T, c *apitest.Client, teamID string) invitedTeam {
	t.Helper()
	var out invitedTeam
	require.Empty(t, c.GraphQL(invitedTeamOp, map[string]any{"id": teamID}, &out))
	return out
}

func TestTeamInvitationsFromTeamMatching(t *testing.T) {
	t.Parallel()
	w, bea, cy, dee, owls, larks := owlsAndLarks(t)
	toLarks := requestJoin(t, bea.Client, larks.ID, "")
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET show_teams = false WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	require.Empty(t, bea.Client.GraphQL(lookingOp, map[string]any{"id": w.inviteOnlyID, "looking": true}, nil))

	invitation, errs := inviteToTeam(w.participant.Client, owls.ID, bea.ID)
	require.Empty(t, errs)
	assert.Contains(t, notificationTypes(t, bea.Client), "TEAM_INVITATION", "the invitee hears of it")

	seen := readInvitedTeam(t, bea.Client, owls.ID)
	require.NotNil(t, seen.Team.MyInvitation, "the invitee sees the team though teams are hidden")
	assert.Equal(t, invitation, seen.Team.MyInvitation.ID)
	assert.Equal(t, "participant Tester", seen.Team.MyInvitation.InvitedBy.DisplayName)
	assert.False(t, seen.Team.ViewerCan.RequestToJoin, "invited: they answer instead of asking")
	assert.Equal(t, "FORBIDDEN", code(t, cy.Client.GraphQL(invitedTeamOp, map[string]any{"id": owls.ID}, nil)), "teams are hidden from others")

	admin := readInvitedTeam(t, w.participant.Client, owls.ID)
	assert.True(t, admin.Team.ViewerCan.Invite)
	require.Len(t, admin.Team.JoinRequests, 1, "the admin sees the pending invitation")
	require.NotNil(t, admin.Team.JoinRequests[0].InvitedBy)
	assert.Equal(t, "Bea Tester", admin.Team.JoinRequests[0].Person.DisplayName)

	var candidates struct {
		TeamCandidates []struct {
			Person          struct{ ID string }
			PendingWithTeam bool
		}
	}
	require.Empty(t, w.participant.Client.GraphQL(pendingOp, map[string]any{"id": w.inviteOnlyID, "team": owls.ID}, &candidates))
	require.Len(t, candidates.TeamCandidates, 1)
	assert.True(t, candidates.TeamCandidates[0].PendingWithTeam, "suggestions mark who is invited already")

	// Refusals name the field and write nothing.
	_, errs = inviteToTeam(w.participant.Client, owls.ID, bea.ID)
	assert.Equal(t, "CONFLICT", code(t, errs), "invited already")
	assert.Equal(t, "userId", errs[0].Extensions["field"])
	_, errs = inviteToTeam(w.participant.Client, owls.ID, dee.ID)
	assert.Equal(t, "CONFLICT", code(t, errs), "in a team already")
	_, errs = inviteToTeam(w.participant.Client, owls.ID, w.mentor.ID)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs), "not a participant")
	assert.Equal(t, "userId", errs[0].Extensions["field"])
	_, errs = inviteToTeam(cy.Client, owls.ID, dee.ID)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "only who manages the team invites")
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(`mutation($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) `+answerInvitation+` }`,
		map[string]any{"id": invitation}, nil)), "the invitee accepts, not the team")

	var accepted struct {
		AcceptTeamJoinRequest struct {
			JoinRequest struct{ Status string }
			Team        struct {
				TotalMembers int
				IsMember     bool
			}
		}
	}
	require.Empty(t, bea.Client.GraphQL(`mutation($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) `+answerInvitation+` }`,
		map[string]any{"id": invitation}, &accepted))
	assert.Equal(t, "ACCEPTED", accepted.AcceptTeamJoinRequest.JoinRequest.Status)
	assert.Equal(t, 2, accepted.AcceptTeamJoinRequest.Team.TotalMembers)
	assert.True(t, accepted.AcceptTeamJoinRequest.Team.IsMember)
	assert.Contains(t, notificationTypes(t, w.participant.Client), "TEAM_INVITATION_ACCEPTED", "the admins hear of it")
	assert.Empty(t, readInvitedTeam(t, dee.Client, larks.ID).Team.JoinRequests, "her request to the Larks was withdrawn")
	assert.Equal(t, "CONFLICT", code(t, dee.Client.GraphQL(acceptJoinOp, map[string]any{"id": toLarks}, nil)))

	// The team withdraws an invitation; an invitee declines one.
	withdrawn, errs := inviteToTeam(w.participant.Client, owls.ID, cy.ID)
	require.Empty(t, errs)
	var declined struct {
		DeclineTeamJoinRequest struct{ JoinRequest struct{ Status string } }
	}
	require.Empty(t, w.participant.Client.GraphQL(declineJoinOp, map[string]any{"id": withdrawn}, &declined))
	assert.Equal(t, "DECLINED", declined.DeclineTeamJoinRequest.JoinRequest.Status)
	assert.Equal(t, "FORBIDDEN", code(t, cy.Client.GraphQL(invitedTeamOp, map[string]any{"id": owls.ID}, nil)), "no longer invited")
	toLarksInvite, errs := inviteToTeam(dee.Client, larks.ID, cy.ID)
	require.Empty(t, errs)
	require.Empty(t, cy.Client.GraphQL(declineJoinOp, map[string]any{"id": toLarksInvite}, &declined))
	assert.Equal(t, "DECLINED", declined.DeclineTeamJoinRequest.JoinRequest.Status)
	assert.Equal(t, 1, readTeam(t, dee.Client, larks.ID).TotalMembers)

	// A full team invites nobody.
	setMaxTeamSize(t, w, w.inviteOnlyID, 2)
	assert.False(t, readInvitedTeam(t, w.participant.Client, owls.ID).Team.ViewerCan.Invite)
	_, errs = inviteToTeam(w.participant.Client, owls.ID, cy.ID)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, "teamId", errs[0].Extensions["field"])
}
