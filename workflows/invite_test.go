package workflows

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
)

// --- an in-memory invite row and mail server behind the mocked activities ----

type sentMail struct {
	UID      string
	Send     int
	Reminder bool
	At       time.Time
}

type fakeInvites struct {
	mu  sync.Mutex
	now func() time.Time

	status map[string]domain.InviteStatus // by uid; round 1 for all
	// mailDown: DeliverInvite fails as an SMTP server that refuses would,
	// with refusal ("554 mail server refused" when empty).
	mailDown bool
	refusal  string

	keys     map[string]bool // e-mail keys marked sent
	mails    []sentMail
	accepted []AcceptInviteInput
	closed   []CloseInviteInput
	failed   []MarkInviteDeliveryFailedInput
}

func newFakeInvites(uids ...string) *fakeInvites {
	f := &fakeInvites{status: map[string]domain.InviteStatus{}, keys: map[string]bool{}}
	for _, uid := range uids {
		f.status[uid] = domain.InvitePending
	}
	return f
}

// closedError is what the activities return for a round that is not pending.
func (f *fakeInvites) closedError(uid string) error {
	return temporal.NewNonRetryableApplicationError("invite "+uid+" is "+string(f.status[uid]), InviteClosedErrorType, nil, f.status[uid])
}

func (f *fakeInvites) Deliver(_ context.Context, in DeliverInviteInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status[in.UID] != domain.InvitePending || in.Round != 1 {
		return f.closedError(in.UID)
	}
	if f.mailDown {
		return errors.New(cmp.Or(f.refusal, "554 mail server refused"))
	}
	key := fmt.Sprintf("%s:%d", in.UID, in.Send)
	if !f.keys[key] {
		f.keys[key] = true
		f.mails = append(f.mails, sentMail{UID: in.UID, Send: in.Send, Reminder: in.Reminder, At: f.now().UTC()})
	}
	return nil
}

func (f *fakeInvites) MarkFailed(_ context.Context, in MarkInviteDeliveryFailedInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.failed = append(f.failed, in)
	return nil
}

func (f *fakeInvites) Accept(_ context.Context, in AcceptInviteInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status[in.UID] != domain.InvitePending {
		return f.closedError(in.UID)
	}
	f.status[in.UID] = domain.InviteAccepted
	f.accepted = append(f.accepted, in)
	return nil
}

func (f *fakeInvites) Close(_ context.Context, in CloseInviteInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status[in.UID] != domain.InvitePending {
		return f.closedError(in.UID)
	}
	f.status[in.UID] = in.Status
	f.closed = append(f.closed, in)
	return nil
}

// --- the suite ---------------------------------------------------------------

type InviteSuite struct {
	workflowSuite
	inv *fakeInvites
}

func TestInvite(t *testing.T) { suite.Run(t, new(InviteSuite)) }

const inviteeID = int64(7)

func (s *InviteSuite) SetupTest() {
	s.inv = newFakeInvites("u1", "u2")
	s.env = s.newTestEnv()
	s.inv.now = s.env.Now
	Register(s.env)
	// Mocked in the batch's test.
	s.env.RegisterActivityWithOptions(func(context.Context, InviteBatchInput) (InviteBatchResult, error) {
		return InviteBatchResult{}, errors.New("not mocked")
	}, activity.RegisterOptions{Name: StartInvitesActivity})
	registerFakes(s.env, []fakeActivity{
		{DeliverInviteActivity, s.inv.Deliver},
		{MarkInviteDeliveryFailedActivity, s.inv.MarkFailed},
		{AcceptInviteActivity, s.inv.Accept},
		{CloseInviteActivity, s.inv.Close},
	})
}

// input is a judge invite made at t0 with the default timings.
func inviteInput(uid string) InviteInput {
	return InviteInput{
		UID: uid, Round: 1, Kind: domain.InviteJudge, Email: "Ada@Example.com",
		Place: "Hack the Planet (hackathon 42)", HackathonID: 42, OrganizationID: 3,
		RemindAt:      at(domain.DefaultInviteTimings.RemindAfter),
		ExpiresAt:     at(domain.DefaultInviteTimings.ExpireAfter),
		DeliverWithin: domain.Duration(domain.DefaultInviteTimings.DeliverWithin),
	}
}

func (s *InviteSuite) run(in InviteInput) InviteOutcome {
	var out InviteOutcome
	s.runWorkflow(InviteWorkflowName, in, &out)
	return out
}

// inviteUpdate is how one update went.
type inviteUpdate = updateOutcome[InviteOutcome]

func (s *InviteSuite) update(name string, out *inviteUpdate, args ...any) {
	s.sendUpdate(name, out.callback(), args...)
}

// answerAt answers as the invitee (the address in another case) at d.
func (s *InviteSuite) answerAt(d time.Duration, answer domain.InviteAnswer, out *inviteUpdate) {
	s.env.RegisterDelayedCallback(func() {
		s.update(AnswerInviteUpdate, out, AnswerInviteInput{UserID: inviteeID, Email: "ada@example.COM", Answer: answer})
	}, d)
}

func (s *InviteSuite) query() InviteState {
	var st InviteState
	s.queryWorkflow(InviteStateQuery, &st)
	return st
}

func firstMail(uid string) sentMail { return sentMail{UID: uid, Send: 1, At: t0} }

// --- tests ---------------------------------------------------------------------

func (s *InviteSuite) TestAccept() {
	var out inviteUpdate
	s.answerAt(time.Hour, domain.AnswerAccept, &out)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(InviteState{Status: domain.InvitePending, Delivery: domain.DeliverySent, Sends: 1}, s.query())
	}, 30*time.Minute)

	res := s.run(inviteInput("u1"))

	s.Equal(InviteOutcome{Status: domain.InviteAccepted}, res)
	s.Require().True(out.done)
	s.NoError(out.rejected)
	s.NoError(out.err)
	s.Equal(domain.InviteAccepted, out.result.Status)
	s.Equal([]AcceptInviteInput{{UID: "u1", Round: 1, UserID: inviteeID}}, s.inv.accepted)
	s.Equal([]sentMail{firstMail("u1")}, s.inv.mails, "one e-mail, no reminder")
	s.Empty(s.inv.closed)
	s.Equal(at(time.Hour), s.env.Now().UTC(), "the run ends with the answer")
}

func (s *InviteSuite) TestDecline() {
	var out inviteUpdate
	s.answerAt(2*time.Hour, domain.AnswerDecline, &out)

	res := s.run(inviteInput("u1"))

	s.Equal(InviteOutcome{Status: domain.InviteDeclined}, res)
	s.NoError(out.err)
	s.Equal(domain.InviteDeclined, out.result.Status)
	user := inviteeID
	s.Equal([]CloseInviteInput{{UID: "u1", Round: 1, Status: domain.InviteDeclined, UserID: &user}}, s.inv.closed)
	s.Empty(s.inv.accepted)
}

func (s *InviteSuite) TestReminderThenAccept() {
	var out inviteUpdate
	s.answerAt(4*day, domain.AnswerAccept, &out)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(InviteState{Status: domain.InvitePending, Delivery: domain.DeliverySent, Sends: 2, ReminderSent: true}, s.query())
	}, 3*day+time.Hour)

	res := s.run(inviteInput("u1"))

	s.Equal(domain.InviteAccepted, res.Status)
	s.Equal([]sentMail{firstMail("u1"), {UID: "u1", Send: 2, Reminder: true, At: at(3 * day)}}, s.inv.mails)
}

func (s *InviteSuite) TestExpiry() {
	res := s.run(inviteInput("u1"))

	s.Equal(InviteOutcome{Status: domain.InviteExpired}, res)
	s.Equal([]CloseInviteInput{{UID: "u1", Round: 1, Status: domain.InviteExpired}}, s.inv.closed)
	s.Equal([]sentMail{firstMail("u1"), {UID: "u1", Send: 2, Reminder: true, At: at(3 * day)}}, s.inv.mails, "one reminder only")
	s.Equal(at(14*day), s.env.Now().UTC())
}

func (s *InviteSuite) TestNoReminderWhenStartedAfterItsTime() {
	// A lost workflow started again by a resend, four days in.
	in := inviteInput("u1")
	in.RemindAt, in.ExpiresAt = at(-day), at(10*day)
	s.run(in)
	s.Equal([]sentMail{firstMail("u1")}, s.inv.mails)
}

func (s *InviteSuite) TestRevoke() {
	var first, second inviteUpdate
	s.env.RegisterDelayedCallback(func() {
		s.update(RevokeInviteUpdate, &first)
		s.update(RevokeInviteUpdate, &second) // a double click
	}, day)

	res := s.run(inviteInput("u1"))

	s.Equal(InviteOutcome{Status: domain.InviteRevoked}, res)
	s.NoError(first.err)
	s.Equal(domain.InviteRevoked, first.result.Status)
	s.Require().True(second.done)
	requireErrorType(s.T(), errors.Join(second.rejected, second.err), InviteClosedErrorType)
	s.Equal([]CloseInviteInput{{UID: "u1", Round: 1, Status: domain.InviteRevoked}}, s.inv.closed)
}

func (s *InviteSuite) TestAnswerByAnotherUserIsRefused() {
	var wrong, right inviteUpdate
	s.env.RegisterDelayedCallback(func() {
		s.update(AnswerInviteUpdate, &wrong, AnswerInviteInput{UserID: 8, Email: "eve@example.com", Answer: domain.AnswerAccept})
	}, time.Hour)
	s.answerAt(2*time.Hour, domain.AnswerAccept, &right)

	s.run(inviteInput("u1"))

	s.Require().True(wrong.done)
	requireErrorType(s.T(), wrong.rejected, InviteWrongUserErrorType)
	s.NoError(right.err)
	s.Equal([]AcceptInviteInput{{UID: "u1", Round: 1, UserID: inviteeID}}, s.inv.accepted)
}

func (s *InviteSuite) TestAnswerAfterAnotherAnswerIsRefused() {
	var accept, decline inviteUpdate
	s.env.RegisterDelayedCallback(func() {
		s.update(AnswerInviteUpdate, &accept, AnswerInviteInput{UserID: inviteeID, Email: "ada@example.com", Answer: domain.AnswerAccept})
		s.update(AnswerInviteUpdate, &decline, AnswerInviteInput{UserID: inviteeID, Email: "ada@example.com", Answer: domain.AnswerDecline})
	}, time.Hour)

	s.Equal(domain.InviteAccepted, s.run(inviteInput("u1")).Status)
	s.NoError(accept.err)
	requireErrorType(s.T(), errors.Join(decline.rejected, decline.err), InviteClosedErrorType)
	s.Empty(s.inv.closed)
}

func (s *InviteSuite) TestInviteClosedElsewhereEndsTheRun() {
	// The round was closed in Postgres (say, the hackathon was deleted)
	// before the e-mail went out.
	s.inv.status["u1"] = domain.InviteRevoked
	s.Equal(InviteOutcome{Status: domain.InviteRevoked}, s.run(inviteInput("u1")))
	s.Empty(s.inv.mails)
	s.Equal(t0, s.env.Now().UTC())
}

func (s *InviteSuite) TestDeliveryFailureThenResend() {
	s.inv.mailDown = true
	var resend, answer inviteUpdate
	s.env.RegisterDelayedCallback(func() {
		s.Equal(InviteState{Status: domain.InvitePending, Delivery: domain.DeliveryFailed, Sends: 1}, s.query())
		s.Require().Len(s.inv.failed, 1)
		s.inv.mu.Lock()
		s.inv.mailDown = false
		s.inv.mu.Unlock()
		s.update(ResendInviteUpdate, &resend)
	}, 2*time.Hour)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(InviteState{Status: domain.InvitePending, Delivery: domain.DeliverySent, Sends: 2}, s.query())
	}, 2*time.Hour+time.Minute)
	s.answerAt(day, domain.AnswerAccept, &answer)

	s.Equal(domain.InviteAccepted, s.run(inviteInput("u1")).Status)

	s.Equal([]MarkInviteDeliveryFailedInput{{UID: "u1", Round: 1, Reason: "554 mail server refused"}}, s.inv.failed)
	s.Require().True(resend.done)
	s.NoError(resend.rejected)
	s.NoError(resend.err)
	s.Equal([]sentMail{{UID: "u1", Send: 2, At: at(2 * time.Hour)}}, s.inv.mails)
}

func (s *InviteSuite) TestResendSendsASecondEmail() {
	var resend inviteUpdate
	s.env.RegisterDelayedCallback(func() { s.update(ResendInviteUpdate, &resend) }, day)
	s.env.RegisterDelayedCallback(func() { s.update(RevokeInviteUpdate, &inviteUpdate{}) }, 2*day)
	s.run(inviteInput("u1"))
	s.NoError(resend.err)
	s.Equal([]sentMail{firstMail("u1"), {UID: "u1", Send: 2, At: at(day)}}, s.inv.mails)
}

// --- the batch -------------------------------------------------------------------

func (s *InviteSuite) TestBatchStartsTheInvitesThroughItsActivity() {
	in := InviteBatchInput{Invites: []InviteInput{inviteInput("u1"), inviteInput("u2")}}
	s.env.OnActivity(StartInvitesActivity, mock.Anything, in).Return(InviteBatchResult{Started: 1, AlreadyRunning: 1}, nil).Once()

	s.env.ExecuteWorkflow(InviteBatchWorkflowName, in)

	s.Require().NoError(s.env.GetWorkflowError())
	var res InviteBatchResult
	s.Require().NoError(s.env.GetWorkflowResult(&res))
	s.Equal(InviteBatchResult{Started: 1, AlreadyRunning: 1}, res)
}

func TestInviteIDs(t *testing.T) {
	require.Equal(t, "invite:JUDGE:abc", InviteID(domain.InviteJudge, "abc"))
	require.Equal(t, "invite-batch:r1", InviteBatchID("r1"))
}
