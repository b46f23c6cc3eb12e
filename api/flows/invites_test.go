package flows_test

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// invites is a hackathon with an organizer and an invitee who has an
// account, on the real Temporal server and worker of apitest.
type invites struct {
	env       *apitest.Env
	hackathon record.Hackathon
	organizer record.User
	invitee   record.User
}

func newInvites(t *testing.T) *invites {
	t.Helper()
	env := apitest.Start(t)
	ctx := t.Context()
	f := &invites{env: env}
	f.organizer, f.invitee = newUser(t, env.Store, "Cleo"), newUser(t, env.Store, "Ada")
	org, err := env.Store.CreateOrganization(ctx, "Acme "+apitest.RandomString(4), f.organizer.ID)
	require.NoError(t, err)
	start := time.Now().Add(30 * 24 * time.Hour).UTC().Truncate(time.Second)
	f.hackathon, err = env.Store.CreateHackathon(ctx, store.NewHackathon{
		Name: "Hack " + apitest.RandomString(4), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: f.organizer.ID,
	})
	require.NoError(t, err)
	return f
}

func newUser(t *testing.T, st *store.Store, firstName string) record.User {
	t.Helper()
	email := "invites-" + apitest.RandomString(5) + "@example.com"
	u, err := st.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, FirstName: firstName, PasswordHash: "x"})
	require.NoError(t, err)
	return u
}

// open invites the address as a judge (the database side of the request).
func (f *invites) open(t *testing.T, email string) record.Invite {
	t.Helper()
	opened, err := f.env.Store.OpenInvites(t.Context(), store.InvitePlace{Kind: domain.InviteJudge, HackathonID: f.hackathon.ID},
		f.organizer.ID, []string{email}, time.Now().Add(domain.DefaultInviteTimings.ExpireAfter), nil)
	require.NoError(t, err)
	require.Len(t, opened.Opened, 1)
	return opened.Opened[0]
}

func (f *invites) input(inv record.Invite) workflows.InviteInput {
	return f.env.Flows.InviteInput(inv, flows.HackathonInvitePlace(f.hackathon))
}

// start invites the address and waits for its e-mail.
func (f *invites) start(t *testing.T, email string) record.Invite {
	t.Helper()
	inv := f.open(t, email)
	require.NoError(t, f.env.Flows.Start(t.Context(), flows.InviteBatch([]workflows.InviteInput{f.input(inv)})))
	f.env.Inbox.WaitFor(t, email, 1, 20*time.Second)
	return inv
}

func requireCode(t *testing.T, err error, code domain.Code) {
	t.Helper()
	var de *domain.Error
	require.True(t, errors.As(err, &de), "want a domain.Error %s, got %v", code, err)
	assert.Equal(t, code, de.Code)
	assert.Equal(t, "uid", de.Field)
}

func (f *invites) status(t *testing.T, inv record.Invite) domain.InviteStatus {
	t.Helper()
	got, err := f.env.Store.InviteByUID(t.Context(), inv.Uid)
	require.NoError(t, err)
	return got.Status
}

func TestAnswerInvite(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	ctx := t.Context()
	inv := f.start(t, f.invitee.Email)

	_, err := f.env.Flows.AnswerInvite(ctx, f.input(inv), f.organizer.ID, f.organizer.Email, domain.AnswerAccept)
	requireCode(t, err, domain.CodeForbidden)

	status, err := f.env.Flows.AnswerInvite(ctx, f.input(inv), f.invitee.ID, f.invitee.Email, domain.AnswerAccept)
	require.NoError(t, err)
	assert.Equal(t, domain.InviteAccepted, status)
	assert.Equal(t, domain.InviteAccepted, f.status(t, inv))
	judges, err := f.env.Store.HackathonMembers(ctx, f.hackathon.ID, domain.InviteJudge, "")
	require.NoError(t, err)
	require.Len(t, judges, 1)
	assert.Equal(t, f.invitee.ID, judges[0].UserID)

	_, err = f.env.Flows.AnswerInvite(ctx, f.input(inv), f.invitee.ID, f.invitee.Email, domain.AnswerDecline)
	requireCode(t, err, domain.CodeConflict)
	requireCode(t, f.env.Flows.RevokeInvite(ctx, f.input(inv)), domain.CodeConflict)
}

func TestRevokeInvite(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	ctx := t.Context()
	inv := f.start(t, f.invitee.Email)

	require.NoError(t, f.env.Flows.RevokeInvite(ctx, f.input(inv)))
	assert.Equal(t, domain.InviteRevoked, f.status(t, inv))
	_, err := f.env.Flows.AnswerInvite(ctx, f.input(inv), f.invitee.ID, f.invitee.Email, domain.AnswerAccept)
	requireCode(t, err, domain.CodeConflict)
	assert.Equal(t, domain.InviteRevoked, f.status(t, inv))
}

func TestInvitingAPendingAddressAgainSendsNoSecondEmail(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	email := "again-" + apitest.RandomString(5) + "@example.com"
	inv := f.start(t, email)

	require.NoError(t, f.env.Flows.Start(t.Context(), flows.InviteBatch([]workflows.InviteInput{f.input(inv)})))
	time.Sleep(time.Second)
	assert.Equal(t, 1, f.env.Inbox.Count(t, email))
}

func TestResendInvite(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	ctx := t.Context()
	email := "resend-" + apitest.RandomString(5) + "@example.com"
	inv := f.start(t, email)

	require.NoError(t, f.env.Flows.ResendInvite(ctx, f.input(inv)))
	f.env.Inbox.WaitFor(t, email, 2, 20*time.Second)
}

func TestResendStartsALostWorkflow(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	email := "lost-" + apitest.RandomString(5) + "@example.com"
	inv := f.open(t, email) // committed, but Temporal was never told

	require.NoError(t, f.env.Flows.ResendInvite(t.Context(), f.input(inv)))
	f.env.Inbox.WaitFor(t, email, 1, 20*time.Second)

	// The resolver resends pending invites only; a closed one would get a
	// run that finds it closed and ends without an e-mail.
	require.NoError(t, f.env.Flows.RevokeInvite(t.Context(), f.input(inv)))
	require.NoError(t, f.env.Flows.ResendInvite(t.Context(), f.input(inv)))
	time.Sleep(time.Second)
	assert.Equal(t, 1, f.env.Inbox.Count(t, email))
}

// TestAnswerAttachesALostWorkflow: an invite committed without its workflow
// can still be answered. The workflow started for it may or may not get its
// e-mail out before the answer closes the round (a closed round gives up
// sending), but never sends two.
func TestAnswerAttachesALostWorkflow(t *testing.T) {
	t.Parallel()
	f := newInvites(t)
	inv := f.open(t, f.invitee.Email)

	status, err := f.env.Flows.AnswerInvite(t.Context(), f.input(inv), f.invitee.ID, f.invitee.Email, domain.AnswerAccept)
	require.NoError(t, err)
	assert.Equal(t, domain.InviteAccepted, status)
	assert.Equal(t, domain.InviteAccepted, f.status(t, inv))
	time.Sleep(2 * time.Second)
	assert.LessOrEqual(t, f.env.Inbox.Count(t, f.invitee.Email), 1)
}
