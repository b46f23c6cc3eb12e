package graph_test

import (
	"fmt"
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

func init() {
	maps.Copy(matrixOperations, matrixTeamOperations)
}

// matrixTeamOperations are the rows of teams, their members, join requests,
// resources and team matching. Mutations run in a fresh hackathon each, in
// HACKING, where the participant column is the admin of a team (or, for a
// join request, a participant without one).
var matrixTeamOperations = map[string]matrixOperation{
	"teams": {doc: `query($id: ID!) { teams(hackathonId: $id) { items ` + matrixTeam + ` totalCount } }`, vars: targetID},
	"team": {doc: `query($id: ID!) { team(id: $id) ` + matrixTeam + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newTeam(t, w.target, w.newTeamPerson(t, w.target, true).ID).ID}
		}},
	"teamCandidates": {doc: `query($id: ID!, $team: ID) { teamCandidates(hackathonId: $id, teamId: $team) ` + matrixCandidate + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.target.id, "team": w.newTeam(t, w.target, w.newTeamPerson(t, w.target, true).ID).ID}
		}},
	"teamCandidates/self": {doc: `query($id: ID!) { teamCandidates(hackathonId: $id) ` + matrixCandidate + ` }`, vars: targetID},
	"createTeam": {
		doc: `mutation($id: ID!) { createTeam(input: {hackathonId: $id, name: "Matrix team"}) { team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.teamsOpen(t, tg)
			return map[string]any{"id": tg.id}
		},
		fresh: true,
	},
	"updateTeam": {
		doc: `mutation($id: ID!) { updateTeam(input: {teamId: $id, name: "Renamed"}) { team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.participantsTeam(t, tg).ID}
		},
		fresh: true,
	},
	"leaveTeam": {
		doc: `mutation($id: ID!) { leaveTeam(input: {teamId: $id}) { hackathon { id myTeam { id } } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.participantsTeam(t, tg).ID}
		},
		fresh: true,
	},
	"removeTeamMember": {
		doc: `mutation($id: ID!) { removeTeamMember(input: {memberId: $id}) { team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.teamMate(t, tg)}
		},
		fresh: true,
	},
	"setTeamMemberRole": {
		doc: `mutation($id: ID!) { setTeamMemberRole(input: {memberId: $id, role: ADMIN}) { team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.teamMate(t, tg)}
		},
		fresh: true,
	},
	"requestToJoinTeam": {
		doc: `mutation($id: ID!) { requestToJoinTeam(input: {teamId: $id, message: "Hi"}) { joinRequest { id status message } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.newTeam(t, tg, w.newTeamPerson(t, tg, false).ID).ID}
		},
		fresh: true,
	},
	"acceptTeamJoinRequest": {
		doc: `mutation($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.openRequest(t, tg)}
		},
		fresh: true,
	},
	"declineTeamJoinRequest": {
		doc: `mutation($id: ID!) { declineTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.openRequest(t, tg)}
		},
		fresh: true,
	},
	"inviteToTeam": {
		doc: `mutation($team: ID!, $user: ID!) { inviteToTeam(input: {teamId: $team, userId: $user}) { joinRequest { id status } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"team": w.participantsTeam(t, tg).ID, "user": w.newTeamPerson(t, tg, false).ID}
		},
		fresh: true,
	},
	"acceptTeamJoinRequest/invitation": {
		doc: `mutation($id: ID!) { acceptTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.invitationOfParticipant(t, tg)}
		},
		fresh: true,
	},
	"declineTeamJoinRequest/invitation": {
		doc: `mutation($id: ID!) { declineTeamJoinRequest(input: {requestId: $id}) { joinRequest { id status } team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.invitationOfParticipant(t, tg)}
		},
		fresh: true,
	},
	"addTeamResource": {
		doc: `mutation($id: ID!) { addTeamResource(input: {teamId: $id, name: "Repo", url: "github.com/acme/x"}) { resource { id name url } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.participantsTeam(t, tg).ID}
		},
		fresh: true,
	},
	"removeTeamResource": {
		doc: `mutation($id: ID!) { removeTeamResource(input: {resourceId: $id}) { team ` + matrixTeamShort + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			team := w.participantsTeam(t, tg)
			res, err := w.env.Store.AddTeamResource(t.Context(), team.ID, "Repo", "https://github.com/acme/x", w.users[asParticipant].ID)
			require.NoError(t, err)
			return map[string]any{"id": res.ID}
		},
		fresh: true,
	},
	"updateTeamResource": {
		doc: `mutation($id: ID!) { updateTeamResource(input: {id: $id, name: "Code", url: "gitlab.com/acme/x"}) { resource { id name url } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			team := w.participantsTeam(t, tg)
			res, err := w.env.Store.AddTeamResource(t.Context(), team.ID, "Repo", "https://github.com/acme/x", w.users[asParticipant].ID)
			require.NoError(t, err)
			return map[string]any{"id": res.ID}
		},
		fresh: true,
	},
	"deleteTeam": {
		doc: `mutation($id: ID!) { deleteTeam(input: {teamId: $id}) { deletedTeamId hackathon { id myTeam { id } } } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.participantsTeam(t, tg).ID}
		},
		fresh: true,
	},
	"setLookingForTeam": {
		doc:   `mutation($id: ID!) { setLookingForTeam(input: {hackathonId: $id, looking: true}) { hackathon { id lookingForTeam } } }`,
		vars:  freshID,
		fresh: true,
	},
}

const (
	matrixTeamShort = `{ id name totalMembers isFull isMember isAdmin hasRequestedToJoin }`
	matrixTeam      = `{ id name totalMembers isFull isMember isAdmin hasRequestedToJoin idea { id name }
	  members { id role status isMe person ` + matrixPerson + ` } joinRequests { id message person ` + matrixPerson + ` }
	  myInvitation { id invitedBy ` + matrixPerson + ` } resources { id name url } viewerCan { manage seeResources leave requestToJoin invite delete } }`
	matrixCandidate = `{ person ` + matrixPerson + ` lookingForTeam sharedSkills bringsSkills score pendingWithTeam }`
)

// teamsOpen moves the hackathon into HACKING.
func (w *matrixWorld) teamsOpen(t *testing.T, h matrixHackathon) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET phase = 'HACKING' WHERE id = $1`, intID(h.id))
	require.NoError(t, err)
}

// newTeamPerson registers a new user in h; tracked: one of target's
// registrants, whose address its organizers may read.
func (w *matrixWorld) newTeamPerson(t *testing.T, h matrixHackathon, tracked bool) apitest.User {
	t.Helper()
	u := w.env.NewUser(t, "teammate")
	_, err := w.env.Store.JoinHackathon(t.Context(), intID(h.id), u.ID)
	require.NoError(t, err)
	if tracked {
		w.mu.Lock()
		w.registrants = append(w.registrants, u)
		w.mu.Unlock()
	}
	return u
}

// newTeam creates a team in h with the user as its admin.
func (w *matrixWorld) newTeam(t *testing.T, h matrixHackathon, adminID int64) store.TeamView {
	t.Helper()
	team, err := w.env.Store.CreateTeam(t.Context(), store.NewTeam{HackathonID: intID(h.id), Name: fmt.Sprintf("Team %s", apitest.RandomString(5)), CreatorID: adminID})
	require.NoError(t, err)
	view, err := w.env.Store.TeamView(t.Context(), team.ID, adminID)
	require.NoError(t, err)
	return view
}

// participantsTeam is a team of h whose admin is the participant column.
func (w *matrixWorld) participantsTeam(t *testing.T, h matrixHackathon) store.TeamView {
	t.Helper()
	return w.newTeam(t, h, w.users[asParticipant].ID)
}

// openRequest is a new user's open request to join the participant
// column's team in h.
func (w *matrixWorld) openRequest(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	team := w.participantsTeam(t, h)
	r, err := w.env.Store.RequestToJoinTeam(t.Context(), team, record.User{ID: w.newTeamPerson(t, h, false).ID}, "Hello", nil)
	require.NoError(t, err)
	return r.ID
}

// invitationOfParticipant is a new team's open invitation, in h, to the
// participant column (who has no team in a fresh hackathon).
func (w *matrixWorld) invitationOfParticipant(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	admin := w.newTeamPerson(t, h, false)
	team := w.newTeam(t, h, admin.ID)
	r, err := w.env.Store.InviteToTeam(t.Context(), team, w.users[asParticipant].ID, record.User{ID: admin.ID}, nil)
	require.NoError(t, err)
	return r.ID
}

// teamMate is the membership of a new MEMBER of the participant column's
// team in h.
func (w *matrixWorld) teamMate(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	team := w.participantsTeam(t, h)
	u := w.newTeamPerson(t, h, false)
	r, err := w.env.Store.RequestToJoinTeam(t.Context(), team, record.User{ID: u.ID}, "", nil)
	require.NoError(t, err)
	_, err = w.env.Store.AcceptJoinRequest(t.Context(), r.ID, record.User{ID: w.users[asParticipant].ID})
	require.NoError(t, err)
	m, found, err := w.env.Store.ActiveMembership(t.Context(), team.ID, u.ID)
	require.NoError(t, err)
	require.True(t, found)
	return m.ID
}
