package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	participantFields = `{ id hackathonId status banned presentAtHackathon registeredAt person { displayName email } }`
	participantsOp    = `query($id: ID!, $search: String, $filter: ParticipantFilter, $order: ParticipantOrder, $first: Int, $after: String) {
	  participants(hackathonId: $id, search: $search, filter: $filter, orderBy: $order, first: $first, after: $after) {
	    items ` + participantFields + ` totalCount pageInfo { hasNextPage endCursor } } }`
	participantOp       = `query($id: ID!) { participant(id: $id) ` + participantFields + ` }`
	updateParticipantOp = `mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { participant ` + participantFields + ` } }`
	leaveHackathonOp    = `mutation($id: ID!) { leaveHackathon(input: {hackathonId: $id}) { hackathon { id isParticipant myParticipantId } } }`
	rotateTokenOp       = `mutation($id: ID!) { rotateHackathonInviteToken(input: {hackathonId: $id}) { hackathon { id inviteToken } } }` //nolint:gosec // G101: a query
	myParticipantOp     = `query($id: ID!) { hackathon(id: $id) { myParticipantId isParticipant isBanned } }`
)

type testParticipant struct {
	ID, HackathonID, Status, RegisteredAt string
	Banned, PresentAtHackathon            bool
	Person                                struct {
		DisplayName string
		Email       *string
	}
}

type participantPage struct {
	Participants struct {
		Items      []testParticipant
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

// joinAll registers users named by names in the world's invite-only hackathon.
func joinAll(t *testing.T, w *world, names ...string) []apitest.User {
	t.Helper()
	users := make([]apitest.User, len(names))
	for i, n := range names {
		users[i] = w.env.NewUser(t, n)
		require.Empty(t, users[i].Client.GraphQL(joinHackathon, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, nil))
	}
	return users
}

func listParticipants(t *testing.T, c *apitest.Client, vars map[string]any) participantPage {
	t.Helper()
	var page participantPage
	require.Empty(t, c.GraphQL(participantsOp, vars, &page))
	return page
}

func names(items []testParticipant) []string {
	out := make([]string, len(items))
	for i, p := range items {
		out[i] = p.Person.DisplayName
	}
	return out
}

func TestParticipantsListSearchFiltersAndPages(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	joined := joinAll(t, w, "Zoe", "Adam", "Mia")
	// w.participant was added by the store first: four in all.
	all := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID})
	assert.Equal(t, 4, all.Participants.TotalCount)
	assert.Equal(t, []string{"participant Tester", "Zoe Tester", "Adam Tester", "Mia Tester"}, names(all.Participants.Items), "registration order by default")
	require.NotNil(t, all.Participants.Items[1].Person.Email, "organizers see e-mails")
	assert.Equal(t, joined[0].Email, *all.Participants.Items[1].Person.Email)
	assert.Equal(t, "REGISTERED", all.Participants.Items[1].Status)

	byName := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "order": "NAME"})
	assert.Equal(t, []string{"Adam Tester", "Mia Tester", "participant Tester", "Zoe Tester"}, names(byName.Participants.Items))

	found := listParticipants(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID, "search": "zoe"})
	assert.Equal(t, []string{"Zoe Tester"}, names(found.Participants.Items), "by name, any case")
	byEmail := listParticipants(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID, "search": joined[2].Email[:12]})
	assert.Equal(t, []string{"Mia Tester"}, names(byEmail.Participants.Items), "by e-mail")
	none := listParticipants(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID, "search": "%"})
	assert.Empty(t, none.Participants.Items, "% matches itself")

	first := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "first": 3})
	assert.Len(t, first.Participants.Items, 3)
	assert.True(t, first.Participants.PageInfo.HasNextPage)
	rest := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "first": 3, "after": first.Participants.PageInfo.EndCursor})
	assert.Equal(t, []string{"Mia Tester"}, names(rest.Participants.Items))
	assert.False(t, rest.Participants.PageInfo.HasNextPage)
	assert.Equal(t, 4, rest.Participants.TotalCount)

	var updated struct {
		UpdateParticipant struct{ Participant testParticipant }
	}
	zoe := all.Participants.Items[1].ID
	require.Empty(t, w.creator.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": zoe, "status": "CONFIRMED"}}, &updated))
	assert.Equal(t, "CONFIRMED", updated.UpdateParticipant.Participant.Status)
	confirmed := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"status": "CONFIRMED"}})
	assert.Equal(t, []string{"Zoe Tester"}, names(confirmed.Participants.Items))
	require.Empty(t, w.manager.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": all.Participants.Items[2].ID, "banned": true}}, nil))
	banned := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"banned": true}})
	assert.Equal(t, []string{"Adam Tester"}, names(banned.Participants.Items))
	notBanned := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"banned": false}})
	assert.Equal(t, 3, notBanned.Participants.TotalCount)

	mentorView := listParticipants(t, w.mentor.Client, map[string]any{"id": w.inviteOnlyID})
	assert.Equal(t, 4, mentorView.Participants.TotalCount, "mentors read the list")
	for _, p := range mentorView.Participants.Items {
		assert.Nil(t, p.Person.Email, "mentors do not see e-mails")
	}
	assert.Equal(t, "BAD_USER_INPUT", code(t, w.creator.Client.GraphQL(participantsOp, map[string]any{"id": w.inviteOnlyID, "first": 101}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(participantsOp, map[string]any{"id": w.inviteOnlyID}, nil)))
}

func TestBanRemovesTheParticipantRole(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ann := joinAll(t, w, "Ann")[0]
	var mine struct {
		Hackathon struct {
			MyParticipantID         *string
			IsParticipant, IsBanned bool
		}
	}
	require.Empty(t, ann.Client.GraphQL(myParticipantOp, map[string]any{"id": w.inviteOnlyID}, &mine))
	require.NotNil(t, mine.Hackathon.MyParticipantID)
	id := *mine.Hackathon.MyParticipantID

	var detail struct{ Participant testParticipant }
	require.Empty(t, w.mentor.Client.GraphQL(participantOp, map[string]any{"id": id}, &detail))
	assert.Equal(t, "Ann Tester", detail.Participant.Person.DisplayName)
	assert.False(t, detail.Participant.Banned)
	assert.Equal(t, "FORBIDDEN", code(t, ann.Client.GraphQL(participantOp, map[string]any{"id": id}, nil)), "participants do not read the list")
	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": id, "banned": true}}, nil)))
	assert.Equal(t, "NOT_FOUND", code(t, w.creator.Client.GraphQL(participantOp, map[string]any{"id": "999999999"}, nil)))

	require.Empty(t, w.manager.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": id, "banned": true}}, nil))
	require.Empty(t, w.creator.Client.GraphQL(participantOp, map[string]any{"id": id}, &detail))
	assert.True(t, detail.Participant.Banned)
	assert.Equal(t, "FORBIDDEN", code(t, ann.Client.GraphQL(myParticipantOp, map[string]any{"id": w.inviteOnlyID}, nil)), "a banned participant loses the hackathon")
	assert.Equal(t, "FORBIDDEN", code(t, ann.Client.GraphQL(joinHackathon, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, nil)), "and cannot join again")
	assert.Equal(t, "FORBIDDEN", code(t, ann.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.inviteOnlyID}, nil)), "nor leave to lift the ban")

	require.Empty(t, w.creator.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": id, "banned": false}}, nil))
	require.Empty(t, ann.Client.GraphQL(myParticipantOp, map[string]any{"id": w.inviteOnlyID}, &mine))
	assert.True(t, mine.Hackathon.IsParticipant, "lifting the ban gives the role back")
}

func TestLeaveHackathon(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var left struct {
		LeaveHackathon struct {
			Hackathon struct {
				IsParticipant   bool
				MyParticipantID *string
			}
		}
	}
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.publicID}, nil)), "not registered there")
	require.Empty(t, w.participant.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.inviteOnlyID}, &left))
	assert.False(t, left.LeaveHackathon.Hackathon.IsParticipant)
	assert.Nil(t, left.LeaveHackathon.Hackathon.MyParticipantID)
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(myParticipantOp, map[string]any{"id": w.inviteOnlyID}, nil)), "without a role the invite-only hackathon is closed")
	page := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID})
	assert.Zero(t, page.Participants.TotalCount)
	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.inviteOnlyID}, nil)), "only participants leave")
}

func TestRotateInviteTokenInvalidatesOldLinks(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(rotateTokenOp, map[string]any{"id": w.inviteOnlyID}, nil)))
	var rotated struct {
		RotateHackathonInviteToken struct{ Hackathon struct{ InviteToken string } }
	}
	require.Empty(t, w.manager.Client.GraphQL(rotateTokenOp, map[string]any{"id": w.inviteOnlyID}, &rotated))
	fresh := rotated.RotateHackathonInviteToken.Hackathon.InviteToken
	require.NotEmpty(t, fresh)
	assert.NotEqual(t, w.inviteToken, fresh)

	old := map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(hackathonDetail, old, nil)), "hackathon(inviteToken) refuses the old token")
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(joinHackathon, old, nil)), "joinHackathon refuses the old token")
	require.Empty(t, w.outsider.Client.GraphQL(joinHackathon, map[string]any{"id": w.inviteOnlyID, "token": fresh}, nil), "the new one works")
}
