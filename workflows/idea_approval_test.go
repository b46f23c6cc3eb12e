package workflows

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/hackforge/hackforge/domain"
)

// fakeApproval is the approval row, the notifications and the e-mails
// behind the mocked activities.
type fakeApproval struct {
	mu        sync.Mutex
	now       func() time.Time
	state     domain.ApprovalState
	requests  []int       // rounds the organizers were told of
	reminders []time.Time // when reminders went out
	recorded  []RecordIdeaDecisionInput
}

func (f *fakeApproval) Notify(_ context.Context, in NotifyIdeaApprovalInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.requests = append(f.requests, in.Round)
	return nil
}

func (f *fakeApproval) Remind(_ context.Context, in NotifyIdeaApprovalInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reminders = append(f.reminders, f.now().UTC())
	return nil
}

func (f *fakeApproval) Record(_ context.Context, in RecordIdeaDecisionInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.state != in.From {
		return temporal.NewNonRetryableApplicationError("not "+string(in.From), IdeaApprovalNotPendingErrorType, nil)
	}
	f.state = in.To
	f.recorded = append(f.recorded, in)
	return nil
}

type IdeaApprovalSuite struct {
	workflowSuite
	fake *fakeApproval
}

func TestIdeaApproval(t *testing.T) { suite.Run(t, new(IdeaApprovalSuite)) }

func (s *IdeaApprovalSuite) SetupTest() {
	s.fake = &fakeApproval{state: domain.ApprovalPending}
	s.env = s.newTestEnv()
	s.fake.now = s.env.Now
	Register(s.env)
	s.env.RegisterActivityWithOptions(s.fake.Notify, activity.RegisterOptions{Name: NotifyIdeaApprovalRequestActivity})
	s.env.RegisterActivityWithOptions(s.fake.Remind, activity.RegisterOptions{Name: SendIdeaApprovalReminderActivity})
	s.env.RegisterActivityWithOptions(s.fake.Record, activity.RegisterOptions{Name: RecordIdeaDecisionActivity})
}

const (
	ideaCreator   = int64(7)
	ideaOrganizer = int64(8)
)

func approvalInput() IdeaApprovalInput {
	return IdeaApprovalInput{IdeaID: 17, ApprovalID: 3, HackathonID: 42, CreatorID: ideaCreator,
		HackathonName: "Hack the Planet", IdeaName: "Solar", RemindAfter: domain.Duration(DefaultIdeaApprovalReminder)}
}

type approvalUpdate = updateOutcome[IdeaApprovalState]

func (s *IdeaApprovalSuite) updateAt(d time.Duration, name string, out *approvalUpdate, arg any) {
	s.env.RegisterDelayedCallback(func() { s.sendUpdate(name, out.callback(), arg) }, d)
}

func decision(state domain.ApprovalState, comment string) IdeaDecision {
	return IdeaDecision{UserID: ideaOrganizer, IsOrganizer: true, State: state, Comment: comment}
}

func (s *IdeaApprovalSuite) run() IdeaApprovalState {
	var out IdeaApprovalState
	s.runWorkflow(IdeaApprovalWorkflowName, approvalInput(), &out)
	return out
}

func (s *IdeaApprovalSuite) TestApprove() {
	var out approvalUpdate
	s.updateAt(time.Hour, DecideIdeaUpdate, &out, decision(domain.ApprovalApproved, "Go"))
	res := s.run()
	s.Equal(domain.ApprovalApproved, res.State)
	s.Require().True(out.done)
	s.NoError(out.rejected)
	s.NoError(out.err)
	s.Equal(domain.ApprovalApproved, out.result.State)
	s.Equal([]int{1}, s.fake.requests)
	s.Empty(s.fake.reminders, "decided within a day: no reminder")
	s.Require().Len(s.fake.recorded, 1)
	s.Equal("Go", s.fake.recorded[0].Comment)
	s.Equal(at(time.Hour), s.env.Now().UTC(), "the run ends with the decision")
}

func (s *IdeaApprovalSuite) TestRejectAfterTheReminder() {
	var out approvalUpdate
	s.updateAt(30*time.Hour, DecideIdeaUpdate, &out, decision(domain.ApprovalRejected, "Out of scope"))
	res := s.run()
	s.Equal(domain.ApprovalRejected, res.State)
	s.Equal(1, res.RemindersSent)
	s.Equal([]time.Time{at(DefaultIdeaApprovalReminder)}, s.fake.reminders, "one reminder, 24 h after the submission")
	s.Equal(domain.ApprovalRejected, s.fake.state)
}

func (s *IdeaApprovalSuite) TestChangesRequestedThenResubmittedThenApproved() {
	var ask, resubmit, approve approvalUpdate
	s.updateAt(time.Hour, DecideIdeaUpdate, &ask, decision(domain.ApprovalChangesRequested, "Who uses it?"))
	s.updateAt(50*time.Hour, ResubmitIdeaUpdate, &resubmit, IdeaResubmission{UserID: ideaCreator})
	s.updateAt(80*time.Hour, DecideIdeaUpdate, &approve, decision(domain.ApprovalApproved, ""))
	res := s.run()
	s.Equal(domain.ApprovalApproved, res.State)
	s.Equal(2, res.Round)
	s.NoError(ask.err)
	s.NoError(resubmit.err)
	s.Equal(domain.ApprovalPending, resubmit.result.State)
	s.NoError(approve.err)
	s.Equal([]int{1, 2}, s.fake.requests, "the resubmission tells the organizers again")
	s.Equal([]time.Time{at(74 * time.Hour)}, s.fake.reminders, "no reminder while changes were asked for; the wait restarts with the resubmission")
	var states []domain.ApprovalState
	for _, r := range s.fake.recorded {
		states = append(states, r.To)
	}
	s.Equal([]domain.ApprovalState{domain.ApprovalChangesRequested, domain.ApprovalPending, domain.ApprovalApproved}, states)
}

func (s *IdeaApprovalSuite) TestValidatorRefusesOthersAndDecidedApprovals() {
	var byParticipant, resubmitTooEarly, byStranger, approve, twice approvalUpdate
	s.updateAt(time.Minute, DecideIdeaUpdate, &byParticipant, IdeaDecision{UserID: ideaCreator, State: domain.ApprovalApproved})
	s.updateAt(2*time.Minute, ResubmitIdeaUpdate, &resubmitTooEarly, IdeaResubmission{UserID: ideaCreator})
	s.updateAt(3*time.Minute, DecideIdeaUpdate, &approve, decision(domain.ApprovalChangesRequested, "More"))
	s.updateAt(4*time.Minute, ResubmitIdeaUpdate, &byStranger, IdeaResubmission{UserID: 99})
	s.updateAt(5*time.Minute, DecideIdeaUpdate, &twice, decision(domain.ApprovalApproved, ""))
	s.updateAt(6*time.Minute, ResubmitIdeaUpdate, &approvalUpdate{}, IdeaResubmission{UserID: ideaCreator})
	s.updateAt(7*time.Minute, DecideIdeaUpdate, &approvalUpdate{}, decision(domain.ApprovalRejected, "No"))
	res := s.run()
	s.Equal(domain.ApprovalRejected, res.State)
	requireErrorType(s.T(), byParticipant.rejected, IdeaApprovalForbiddenErrorType)
	requireErrorType(s.T(), resubmitTooEarly.rejected, IdeaApprovalNotPendingErrorType)
	requireErrorType(s.T(), byStranger.rejected, IdeaApprovalForbiddenErrorType)
	requireErrorType(s.T(), twice.rejected, IdeaApprovalNotPendingErrorType)
	s.NoError(approve.err)
	s.Len(s.fake.recorded, 3, "refused updates write nothing")
}

// --- AI feedback -----------------------------------------------------------------

type AIFeedbackSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env      *testsuite.TestWorkflowEnvironment
	attempts int
	answers  []error // the error of each attempt; past the end, success
	finished []FinishAIQueryInput
}

func TestAIFeedback(t *testing.T) { suite.Run(t, new(AIFeedbackSuite)) }

func (s *AIFeedbackSuite) SetupTest() {
	s.attempts, s.answers, s.finished = 0, nil, nil
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetTestTimeout(30 * time.Second)
	Register(s.env)
	s.env.RegisterActivityWithOptions(func(_ context.Context, in AIFeedbackInput) (string, error) {
		s.attempts++
		if s.attempts <= len(s.answers) {
			return "", s.answers[s.attempts-1]
		}
		return "### Strengths\n- Clear problem", nil
	}, activity.RegisterOptions{Name: AskAIFeedbackActivity})
	s.env.RegisterActivityWithOptions(func(_ context.Context, in FinishAIQueryInput) error {
		s.finished = append(s.finished, in)
		return nil
	}, activity.RegisterOptions{Name: FinishAIQueryActivity})
}

func (s *AIFeedbackSuite) run() {
	s.env.ExecuteWorkflow(AIFeedbackWorkflowName, AIFeedbackInput{UID: "q1", Service: domain.AIServiceOpenAI, IdeaID: 17})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
}

func (s *AIFeedbackSuite) TestSuccess() {
	s.run()
	s.Equal(1, s.attempts)
	s.Equal([]FinishAIQueryInput{{UID: "q1", Response: "### Strengths\n- Clear problem"}}, s.finished)
}

func (s *AIFeedbackSuite) TestRetriesASlowServiceThenSucceeds() {
	s.answers = []error{errors.New("AI service: 503 overloaded"), errors.New("AI service: timeout")}
	s.run()
	s.Equal(3, s.attempts)
	s.Require().Len(s.finished, 1)
	s.False(s.finished[0].Errored)
}

func (s *AIFeedbackSuite) TestARefusedKeyIsNotRetriedAndErrs() {
	s.answers = []error{AIRejected("the AI service refused the request (HTTP 401)")}
	s.run()
	s.Equal(1, s.attempts)
	s.Require().Len(s.finished, 1)
	s.True(s.finished[0].Errored)
	s.Contains(s.finished[0].Response, "HTTP 401")
}

func (s *AIFeedbackSuite) TestGivesUpAfterFiveTries() {
	s.answers = []error{errors.New("500"), errors.New("500"), errors.New("500"), errors.New("500"), errors.New("500"), errors.New("500")}
	s.run()
	s.Equal(5, s.attempts)
	s.Require().Len(s.finished, 1)
	s.True(s.finished[0].Errored)
}

func (s *IdeaApprovalSuite) TestStartedAgainWhileChangesAreRequested() {
	s.fake.state = domain.ApprovalChangesRequested
	var resubmit, approve approvalUpdate
	s.updateAt(time.Hour, ResubmitIdeaUpdate, &resubmit, IdeaResubmission{UserID: ideaCreator})
	s.updateAt(2*time.Hour, DecideIdeaUpdate, &approve, decision(domain.ApprovalApproved, ""))
	in := approvalInput()
	in.State = domain.ApprovalChangesRequested
	s.env.ExecuteWorkflow(IdeaApprovalWorkflowName, in)
	s.Require().NoError(s.env.GetWorkflowError())
	s.NoError(resubmit.err)
	s.NoError(approve.err)
	s.Equal([]int{2}, s.fake.requests, "nobody is told until the creator resubmits")
	s.Equal(domain.ApprovalApproved, s.fake.state)
}
