package activities_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// openInvite invites the address to the fixture's hackathon as a judge
// (kind "") or to its organization, by the fixture's creator.
func (f *fixture) openInvite(t *testing.T, kind domain.InviteKind, email string) record.Invite {
	t.Helper()
	place := store.InvitePlace{Kind: kind, HackathonID: f.hackathon.ID}
	if kind == domain.InviteOrganizationMember {
		place = store.InvitePlace{Kind: kind, OrganizationID: f.hackathon.OrganizationID, OrganizationRole: domain.OrgMember}
	}
	expires := time.Date(2031, 3, 2, 16, 0, 0, 0, time.UTC)
	opened, err := f.a.Store.OpenInvites(t.Context(), place, f.creator.ID, []string{email}, expires, nil)
	require.NoError(t, err)
	require.Len(t, opened.Opened, 1)
	return opened.Opened[0]
}

func (f *fixture) reread(t *testing.T, inv record.Invite) record.Invite {
	t.Helper()
	inv, err := f.a.Store.InviteByUID(t.Context(), inv.Uid)
	require.NoError(t, err)
	return inv
}

func deliver(inv record.Invite, send int) workflows.DeliverInviteInput {
	return workflows.DeliverInviteInput{UID: inv.Uid, Round: inv.Round, Send: send, Reminder: send > 1}
}

func requireInviteClosed(t *testing.T, err error, status domain.InviteStatus) {
	t.Helper()
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, workflows.InviteClosedErrorType, appErr.Type())
	assert.True(t, appErr.NonRetryable())
	if status != "" {
		var got domain.InviteStatus
		require.NoError(t, appErr.Details(&got))
		assert.Equal(t, status, got)
	}
}

func TestDeliverInviteMailsOnceAndNotifiesAnInviteeWithAnAccount(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	invitee := newUser(t, f.a.Store, "Ada")
	inv := f.openInvite(t, domain.InviteJudge, invitee.Email)

	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)))

	msg := f.inbox.WaitFor(t, invitee.Email, 1, 10*time.Second)[0]
	assert.Equal(t, "Cleo invites you to be a judge of "+f.hackathon.Name, msg.Subject)
	link := publicURL + "/hackathon/judging/invite?uid=" + inv.Uid
	assert.Contains(t, msg.Text, link)
	assert.Contains(t, msg.HTML, `href="`+link+`"`)
	assert.Contains(t, msg.Text, "Sun, Mar 2, 2031, 5:00 PM UTC+1", "the expiry in the hackathon's zone")
	assert.Regexp(t, `^<`+publicURL+`/api/v1/email/unsubscribe\?token=\d+\.INVITES\.[\w-]+>, <mailto:no-reply@hackforge.test\?subject=unsubscribe>$`,
		msg.ListUnsubscribe.Header, "an account gets the one-click unsubscribe from invites")
	assert.Equal(t, domain.DeliverySent, f.reread(t, inv).Delivery)
	notices := phaseNotifications(t, f.a.Store, invitee.ID, domain.NotifyJudgeInvite)
	require.Len(t, notices, 1)
	assert.Equal(t, inv.Uid, notices[0]["uid"])

	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)), "a retry")
	assert.Equal(t, 1, f.inbox.Count(t, invitee.Email), "a retry after the mark sends nothing")
	assert.Len(t, phaseNotifications(t, f.a.Store, invitee.ID, domain.NotifyJudgeInvite), 1)

	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 2)))
	reminder := f.inbox.WaitFor(t, invitee.Email, 2, 10*time.Second)[0]
	assert.Equal(t, "Reminder: Cleo invites you to be a judge of "+f.hackathon.Name, reminder.Subject)
	assert.Len(t, phaseNotifications(t, f.a.Store, invitee.ID, domain.NotifyJudgeInvite), 1, "the reminder notifies nobody")
}

func TestDeliverInviteLosingTheMarkSendsOneDuplicateAtMost(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	email := "crash-" + random() + "@example.com"
	inv := f.openInvite(t, domain.InviteMentor, email)

	// A first attempt that got the e-mail accepted and died before marking
	// it sent: the retry sends it again, once.
	require.NoError(t, f.a.Mailer.Send(t.Context(), email, "invite", map[string]any{"Link": "first attempt"}))
	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)))
	f.inbox.WaitFor(t, email, 2, 10*time.Second)

	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)))
	time.Sleep(200 * time.Millisecond)
	assert.Equal(t, 2, f.inbox.Count(t, email), "the retry after the mark sends nothing")
}

func TestDeliverOrganizationInviteNamesTheOrganizationAndNotifiesNobody(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	invitee := newUser(t, f.a.Store, "Ada")
	inv := f.openInvite(t, domain.InviteOrganizationMember, invitee.Email)

	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)))

	msg := f.inbox.WaitFor(t, invitee.Email, 1, 10*time.Second)[0]
	assert.Contains(t, msg.Subject, "Cleo invites you to be a member of Acme ")
	assert.Contains(t, msg.Text, publicURL+"/organization/members/invite?uid="+inv.Uid)
	assert.Contains(t, msg.Text, "an organization on")
	page, err := f.a.Store.Notifications(t.Context(), invitee.ID, false, 10, 0)
	require.NoError(t, err)
	assert.Empty(t, page.Items)
}

func TestDeliverInviteOfAClosedOrFollowedRoundIsNotRetried(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	email := "closed-" + random() + "@example.com"
	inv := f.openInvite(t, domain.InviteVolunteer, email)
	require.NoError(t, f.a.CloseInvite(t.Context(), workflows.CloseInviteInput{UID: inv.Uid, Round: 1, Status: domain.InviteRevoked}))

	requireInviteClosed(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)), domain.InviteRevoked)

	again := f.openInvite(t, domain.InviteVolunteer, email)
	assert.Equal(t, int32(2), again.Round)
	requireInviteClosed(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)), "")
	requireInviteClosed(t, f.a.DeliverInvite(t.Context(), workflows.DeliverInviteInput{UID: "00000000-0000-0000-0000-000000000000", Round: 1, Send: 1}), "")
	assert.Zero(t, f.inbox.Count(t, email))
}

func TestAcceptInviteGrantsTheRoleOnceAndClosesTheRound(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	invitee := newUser(t, f.a.Store, "Ada")
	inv := f.openInvite(t, domain.InviteJudge, invitee.Email)
	in := workflows.AcceptInviteInput{UID: inv.Uid, Round: inv.Round, UserID: invitee.ID}

	require.NoError(t, f.a.AcceptInvite(t.Context(), in))
	require.NoError(t, f.a.AcceptInvite(t.Context(), in), "a retry succeeds")

	got := f.reread(t, inv)
	assert.Equal(t, domain.InviteAccepted, got.Status)
	assert.Equal(t, &invitee.ID, got.RespondedUserID)
	judges, err := f.a.Store.HackathonMembers(t.Context(), f.hackathon.ID, domain.InviteJudge, "")
	require.NoError(t, err)
	var ids []int64
	for _, j := range judges {
		ids = append(ids, j.UserID)
	}
	assert.ElementsMatch(t, []int64{f.judge.ID, invitee.ID}, ids)

	err = f.a.CloseInvite(t.Context(), workflows.CloseInviteInput{UID: inv.Uid, Round: inv.Round, Status: domain.InviteExpired})
	requireInviteClosed(t, err, domain.InviteAccepted)
}

func TestDeclineInviteRecordsTheUser(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	invitee := newUser(t, f.a.Store, "Ada")
	inv := f.openInvite(t, domain.InviteMentor, invitee.Email)
	in := workflows.CloseInviteInput{UID: inv.Uid, Round: inv.Round, Status: domain.InviteDeclined, UserID: &invitee.ID}

	require.NoError(t, f.a.CloseInvite(t.Context(), in))
	require.NoError(t, f.a.CloseInvite(t.Context(), in), "a retry succeeds")

	got := f.reread(t, inv)
	assert.Equal(t, domain.InviteDeclined, got.Status)
	assert.Equal(t, &invitee.ID, got.RespondedUserID)
	mentors, err := f.a.Store.HackathonMembers(t.Context(), f.hackathon.ID, domain.InviteMentor, "")
	require.NoError(t, err)
	assert.Len(t, mentors, 1, "only the fixture's mentor")
}

func TestMarkInviteDeliveryFailedRecordsTheReason(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	inv := f.openInvite(t, domain.InviteJudge, "bounce-"+random()+"@example.com")
	require.NoError(t, f.a.MarkInviteDeliveryFailed(t.Context(), workflows.MarkInviteDeliveryFailedInput{
		UID: inv.Uid, Round: inv.Round, Reason: "550 no such mailbox",
	}))
	got := f.reread(t, inv)
	assert.Equal(t, domain.DeliveryFailed, got.Delivery)
	assert.Equal(t, "550 no such mailbox", got.DeliveryError)
}
