package graph_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	inviteFields        = `{ id uid kind roleName email status delivery hackathon { id name } organization { id name } invitedBy { displayName } isForViewer }`
	inviteToHackathonOp = `mutation($id: ID!, $kind: InviteKind!, $emails: [String!]!) {
	  inviteToHackathon(input: {hackathonId: $id, kind: $kind, emails: $emails}) {
	    invited ` + inviteFields + ` alreadyPending ` + inviteFields + ` rejected { email reason } } }`
	answerInviteOp = `mutation($uid: String!, $answer: InviteAnswer!) { answerInvite(input: {uid: $uid, answer: $answer}) { invite ` + inviteFields + ` } }`
	inviteByUIDOp  = `query($uid: String!) { invite(uid: $uid) ` + inviteFields + ` }`
	membersOp      = `query($id: ID!, $kind: InviteKind!) { hackathonMembers(hackathonId: $id, kind: $kind) { id kind status person { id displayName email } } }`
)

type testInvite struct {
	ID, UID, Kind, RoleName, Email, Status, Delivery string
	Hackathon                                        *struct{ ID, Name string }
	Organization                                     *struct{ ID, Name string }
	InvitedBy                                        struct{ DisplayName string }
	IsForViewer                                      bool
}

type invitePayload struct {
	InviteToHackathon struct {
		Invited, AlreadyPending []testInvite
		Rejected                []struct{ Email, Reason string }
	}
}

type hackathonMembers struct {
	HackathonMembers []struct {
		ID, Kind, Status string
		Person           struct {
			ID, DisplayName string
			Email           *string
		}
	}
}

// linkUID reads the invite uid from the link in an e-mail.
var linkUID = regexp.MustCompile(`/hackathon/judging/invite\?uid=([0-9a-f-]{36})`)

func inviteJudges(t *testing.T, by apitest.User, hackathonID string, emails ...string) invitePayload {
	t.Helper()
	var out invitePayload
	require.Empty(t, by.Client.GraphQL(inviteToHackathonOp, map[string]any{"id": hackathonID, "kind": "JUDGE", "emails": emails}, &out))
	return out
}

// TestInviteJudgeByEmail follows an invite as its invitee would: the
// e-mail arrives with its link, the invitee (who registers afterwards)
// accepts, and the hackathon shows the role.
func TestInviteJudgeByEmail(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	email := "Judy-" + apitest.RandomString(4) + "@Example.com"
	out := inviteJudges(t, w.manager, w.inviteOnlyID, email)
	require.Len(t, out.InviteToHackathon.Invited, 1)
	inv := out.InviteToHackathon.Invited[0]
	assert.Equal(t, strings.ToLower(email), inv.Email, "addresses are stored in lower case")
	assert.Equal(t, "JUDGE", inv.Kind)
	assert.Equal(t, "PENDING", inv.Status)
	assert.Equal(t, "Secret Hack", inv.Hackathon.Name)

	msgs := w.env.Inbox.WaitFor(t, inv.Email, 1, 20*time.Second)
	require.Len(t, msgs, 1)
	assert.Contains(t, msgs[0].Text, "Secret Hack")
	match := linkUID.FindStringSubmatch(msgs[0].Text)
	require.NotNil(t, match, "the e-mail links to the judge invite page: %s", msgs[0].Text)
	assert.Equal(t, inv.UID, match[1])

	// Anyone with the link reads the invite, signed in or not.
	var read struct{ Invite testInvite }
	require.Empty(t, w.env.Client(t).GraphQLAt("/u-gql", inviteByUIDOp, map[string]any{"uid": inv.UID}, &read))
	assert.Equal(t, "judge", read.Invite.RoleName)
	assert.False(t, read.Invite.IsForViewer)

	judge := w.env.NewUserWithEmail(t, "Judy", email)
	require.Empty(t, judge.Client.GraphQL(inviteByUIDOp, map[string]any{"uid": inv.UID}, &read))
	assert.True(t, read.Invite.IsForViewer, "the address matches without regard to case")

	var answered struct{ AnswerInvite struct{ Invite testInvite } }
	require.Empty(t, judge.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "ACCEPT"}, &answered))
	assert.Equal(t, "ACCEPTED", answered.AnswerInvite.Invite.Status)

	var d detail
	require.Empty(t, judge.Client.GraphQL(hackathonDetail, map[string]any{"id": w.inviteOnlyID}, &d))
	assert.True(t, d.Hackathon.IsJudge, "the invitee's next hackathon query shows the role")

	var members hackathonMembers
	require.Empty(t, w.creator.Client.GraphQL(membersOp, map[string]any{"id": w.inviteOnlyID, "kind": "JUDGE"}, &members))
	assert.True(t, hasMember(members, judge.ID), "the organizer sees the judge listed")

	// Answering twice is refused, and names the state.
	errs := judge.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "DECLINE"}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Contains(t, errs[0].Message, "already accepted")
}

func hasMember(m hackathonMembers, userID int64) bool {
	for _, member := range m.HackathonMembers {
		if intID(member.Person.ID) == userID {
			return true
		}
	}
	return false
}

func TestInviteListChecksEachAddress(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	fresh := "fresh-" + apitest.RandomString(4) + "@example.com"
	out := inviteJudges(t, w.manager, w.inviteOnlyID, fresh, "not an address", fresh, "nobody@", w.judge.Email)
	p := out.InviteToHackathon
	require.Len(t, p.Invited, 1, "the valid address is invited once")
	assert.Equal(t, fresh, p.Invited[0].Email)
	reasons := map[string]string{}
	for _, r := range p.Rejected {
		reasons[r.Email] = r.Reason
	}
	assert.Equal(t, "Has a space in it.", reasons["not an address"])
	assert.Equal(t, "Not an e-mail address.", reasons["nobody@"])
	assert.Equal(t, "Already a judge.", reasons[strings.ToLower(w.judge.Email)])

	// A second invite while the first is pending sends no second e-mail.
	again := inviteJudges(t, w.creator, w.inviteOnlyID, fresh)
	assert.Empty(t, again.InviteToHackathon.Invited)
	require.Len(t, again.InviteToHackathon.AlreadyPending, 1)
	assert.Equal(t, p.Invited[0].UID, again.InviteToHackathon.AlreadyPending[0].UID)
	w.env.Inbox.WaitFor(t, fresh, 1, 20*time.Second)
	time.Sleep(2 * time.Second) // time enough for a second e-mail to arrive, were one sent
	assert.Equal(t, 1, w.env.Inbox.Count(t, fresh), "one e-mail per address")
}

func TestInviteRefusesBadInput(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	cases := []struct {
		name   string
		kind   string
		emails []string
		want   string
	}{
		{"no addresses", "JUDGE", []string{}, "Enter at least one e-mail address."},
		{"only bad ones", "JUDGE", []string{"x@y"}, "x@y: Not an e-mail address."},
		{"only members", "JUDGE", []string{w.judge.Email}, strings.ToLower(w.judge.Email) + ": Already a judge."},
		{"an organization kind", "ORGANIZATION_MEMBER", []string{"a@example.com"}, "Choose a hackathon role: organizing team, judge, mentor or Hero."},
	}
	for _, c := range cases {
		errs := w.manager.Client.GraphQL(inviteToHackathonOp, map[string]any{"id": w.inviteOnlyID, "kind": c.kind, "emails": c.emails}, nil)
		require.Equal(t, "BAD_USER_INPUT", code(t, errs), c.name)
		assert.Equal(t, c.want, errs[0].Message, c.name)
		assert.NotEmpty(t, errs[0].Extensions["field"], c.name)
	}
	many := make([]string, 1001)
	for i := range many {
		many[i] = "x@example.com"
	}
	errs := w.manager.Client.GraphQL(inviteToHackathonOp, map[string]any{"id": w.inviteOnlyID, "kind": "JUDGE", "emails": many}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "emails", errs[0].Extensions["field"])
	var invites struct{ HackathonInvites []testInvite }
	require.Empty(t, w.manager.Client.GraphQL(`query($id: ID!) { hackathonInvites(hackathonId: $id, kind: JUDGE) `+inviteFields+` }`,
		map[string]any{"id": w.inviteOnlyID}, &invites))
	assert.Empty(t, invites.HackathonInvites, "nothing half-written")
}

func TestInviteAnsweredByTheWrongUserOrAfterRevoke(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	email := "wrong-" + apitest.RandomString(4) + "@example.com"
	inv := inviteJudges(t, w.manager, w.inviteOnlyID, email).InviteToHackathon.Invited[0]
	w.env.Inbox.WaitFor(t, email, 1, 20*time.Second)

	errs := w.outsider.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "ACCEPT"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs))
	assert.Equal(t, "This invitation was sent to another e-mail address.", errs[0].Message)
	errs = w.env.Client(t).GraphQLAt("/u-gql", answerInviteOp, map[string]any{"uid": inv.UID, "answer": "ACCEPT"}, nil)
	assert.Equal(t, "UNAUTHENTICATED", code(t, errs))
	errs = w.outsider.Client.GraphQL(inviteByUIDOp, map[string]any{"uid": "not-a-uid"}, nil)
	assert.Equal(t, "NOT_FOUND", code(t, errs))

	var revoked struct{ RevokeInvite struct{ Invite testInvite } }
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { revokeInvite(input: {id: $id}) { invite `+inviteFields+` } }`,
		map[string]any{"id": inv.ID}, &revoked))
	assert.Equal(t, "REVOKED", revoked.RevokeInvite.Invite.Status)

	invitee := w.env.NewUserWithEmail(t, "Late", email)
	errs = invitee.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "ACCEPT"}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, "The invitation was withdrawn.", errs[0].Message)
	var d detail
	require.Empty(t, invitee.Client.GraphQL(hackathonDetail, map[string]any{"id": w.publicID}, &d))
	require.NotEqual(t, "", d.Hackathon.ID)

	// Inviting the address again opens a new round with the same link.
	again := inviteJudges(t, w.manager, w.inviteOnlyID, email).InviteToHackathon.Invited
	require.Len(t, again, 1)
	assert.Equal(t, inv.UID, again[0].UID)
	w.env.Inbox.WaitFor(t, email, 2, 20*time.Second)
	var declined struct{ AnswerInvite struct{ Invite testInvite } }
	require.Empty(t, invitee.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "DECLINE"}, &declined))
	assert.Equal(t, "DECLINED", declined.AnswerInvite.Invite.Status)
	require.Empty(t, invitee.Client.GraphQL(hackathonDetail, map[string]any{"id": w.publicID}, &d))
	assert.False(t, d.Hackathon.IsJudge)
}

func TestHackathonMemberStatusAndRemoval(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var members hackathonMembers
	require.Empty(t, w.manager.Client.GraphQL(membersOp, map[string]any{"id": w.inviteOnlyID, "kind": "JUDGE"}, &members))
	require.Len(t, members.HackathonMembers, 1)
	judge := members.HackathonMembers[0]
	require.NotNil(t, judge.Person.Email, "managers see their judges' addresses")
	assert.Equal(t, w.judge.Email, *judge.Person.Email)

	require.Empty(t, w.participant.Client.GraphQL(membersOp, map[string]any{"id": w.inviteOnlyID, "kind": "JUDGE"}, &members))
	assert.Nil(t, members.HackathonMembers[0].Person.Email, "participants see judges without their addresses")

	const update = `mutation($id: ID!, $status: MemberStatus!) { updateHackathonMember(input: {kind: JUDGE, id: $id, status: $status}) { member { id status } } }`
	require.Empty(t, w.manager.Client.GraphQL(update, map[string]any{"id": judge.ID, "status": "INACTIVE"}, nil))
	var d detail
	errs := w.judge.Client.GraphQL(hackathonDetail, map[string]any{"id": w.inviteOnlyID}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "an inactive judge holds no role, so no longer sees an invite-only hackathon")
	require.Empty(t, w.judge.Client.GraphQL(hackathonDetail, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, &d))
	assert.False(t, d.Hackathon.IsJudge)

	var team hackathonMembers
	require.Empty(t, w.manager.Client.GraphQL(membersOp, map[string]any{"id": w.inviteOnlyID, "kind": "ORGANIZING_TEAM"}, &team))
	require.Len(t, team.HackathonMembers, 1)
	errs = w.manager.Client.GraphQL(`mutation($id: ID!) { updateHackathonMember(input: {kind: ORGANIZING_TEAM, id: $id, status: INACTIVE}) { member { id } } }`,
		map[string]any{"id": team.HackathonMembers[0].ID}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "the organizing team is the creator's")

	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!) { removeHackathonMember(input: {kind: JUDGE, id: $id}) { removedId } }`,
		map[string]any{"id": judge.ID}, nil))
	require.Empty(t, w.creator.Client.GraphQL(membersOp, map[string]any{"id": w.inviteOnlyID, "kind": "JUDGE"}, &members))
	assert.Empty(t, members.HackathonMembers)
}

func TestOrganizationInviteAndLastOwner(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	email := "colleague-" + apitest.RandomString(4) + "@example.com"
	var out struct {
		InviteToOrganization struct{ Invited []testInvite }
	}
	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!, $email: String!) {
	  inviteToOrganization(input: {organizationId: $id, role: ADMIN, emails: [$email]}) { invited `+inviteFields+` } }`,
		map[string]any{"id": w.orgID, "email": email}, &out))
	require.Len(t, out.InviteToOrganization.Invited, 1)
	inv := out.InviteToOrganization.Invited[0]
	assert.Equal(t, w.orgID, inv.Organization.ID)
	msgs := w.env.Inbox.WaitFor(t, email, 1, 20*time.Second)
	assert.Contains(t, msgs[0].Text, "/organization/members/invite?uid="+inv.UID)

	colleague := w.env.NewUserWithEmail(t, "Colleague", email)
	require.Empty(t, colleague.Client.GraphQL(answerInviteOp, map[string]any{"uid": inv.UID, "answer": "ACCEPT"}, nil))
	var members struct {
		OrganizationMembers []struct {
			ID, Role string
			Person   struct{ ID string }
		}
	}
	require.Empty(t, colleague.Client.GraphQL(`query($id: ID!) { organizationMembers(organizationId: $id) { id role person { id } } }`,
		map[string]any{"id": w.orgID}, &members))
	roles := map[int64]string{}
	var ownerSeat string
	for _, m := range members.OrganizationMembers {
		roles[intID(m.Person.ID)] = m.Role
		if m.Role == "OWNER" {
			ownerSeat = m.ID
		}
	}
	assert.Equal(t, "ADMIN", roles[colleague.ID])
	assert.Equal(t, "OWNER", roles[w.creator.ID])

	const setRole = `mutation($id: ID!, $role: OrganizationRole!) { updateOrganizationMember(input: {id: $id, role: $role}) { member { id role } } }`
	errs := colleague.Client.GraphQL(setRole, map[string]any{"id": ownerSeat, "role": "MEMBER"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "an admin does not demote an owner")
	errs = w.creator.Client.GraphQL(setRole, map[string]any{"id": ownerSeat, "role": "MEMBER"}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, "An organization keeps at least one owner.", errs[0].Message)
	errs = w.creator.Client.GraphQL(`mutation($id: ID!) { removeOrganizationMember(input: {id: $id}) { removedId } }`, map[string]any{"id": ownerSeat}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "nor does the last owner leave")
}

// TestInviteNotifiesAnInviteeWithAnAccount: the in-app notification links
// to the answer page.
func TestInviteNotifiesAnInviteeWithAnAccount(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	inv := inviteJudges(t, w.manager, w.inviteOnlyID, w.outsider.Email).InviteToHackathon.Invited[0]
	deadline := time.Now().Add(20 * time.Second)
	for {
		var n notifications
		require.Empty(t, w.outsider.Client.GraphQL(myNotifications, nil, &n))
		if len(n.MyNotifications.Items) > 0 {
			item := n.MyNotifications.Items[0]
			assert.Equal(t, "JUDGE_INVITE", item.Type)
			require.NotNil(t, item.Link)
			assert.Equal(t, "/hackathon/judging/invite?uid="+inv.UID, *item.Link)
			return
		}
		require.True(t, time.Now().Before(deadline), "no notification within 20 s")
		time.Sleep(200 * time.Millisecond)
	}
}
