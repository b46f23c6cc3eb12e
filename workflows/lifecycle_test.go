package workflows

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// --- an in-memory hackathon behind the mocked activities ---------------------

type appliedTransition struct {
	From, To domain.Phase
	DueAt    time.Time // what the workflow asked for
	At       time.Time // test clock when the row changed
}

type sentNotification struct {
	Phase domain.Phase
	DueAt time.Time
	At    time.Time
}

type sentReminder struct {
	ClosesAt time.Time
	At       time.Time
}

type fakeHackathon struct {
	mu  sync.Mutex
	now func() time.Time

	id             int64
	missing        bool
	phase          domain.Phase
	hasPopularVote bool
	starts         map[domain.Phase]*time.Time

	failAfterCommit int // ApplyPhaseTransition commits, then fails this many times

	loads         int
	applied       []appliedTransition
	notifications []sentNotification
	reminders     []sentReminder
	checkInCodes  []sentCheckInCodes
}

type sentCheckInCodes struct {
	In CheckInCodesInput
	At time.Time
}

// newFakeHackathon has a full timeline with a popular vote:
// REGISTRATION_OPEN +1h, HACKING +2d, JUDGING +4d, POPULAR_VOTE +5d, COMPLETE +6d.
func newFakeHackathon() *fakeHackathon {
	return &fakeHackathon{
		id:             42,
		phase:          domain.PhasePlanning,
		hasPopularVote: true,
		starts: map[domain.Phase]*time.Time{
			domain.PhasePlanning:         ptr(at(-day)),
			domain.PhaseRegistrationOpen: ptr(at(time.Hour)),
			domain.PhaseHacking:          ptr(at(2 * day)),
			domain.PhaseJudging:          ptr(at(4 * day)),
			domain.PhasePopularVote:      ptr(at(5 * day)),
			domain.PhaseComplete:         ptr(at(6 * day)),
		},
	}
}

func (f *fakeHackathon) set(p domain.Phase, t time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.starts[p] = ptr(t)
}

func (f *fakeHackathon) Load(_ context.Context, in LoadHackathonTimelineInput) (LoadHackathonTimelineResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.loads++
	if f.missing || in.HackathonID != f.id {
		return LoadHackathonTimelineResult{}, temporal.NewNonRetryableApplicationError("hackathon not found", HackathonNotFoundErrorType, nil)
	}
	res := LoadHackathonTimelineResult{Name: "Hack the Planet", OrganizationName: "Acme", Phase: f.phase, HasPopularVote: f.hasPopularVote}
	for _, p := range domain.AllPhases() {
		res.Transitions = append(res.Transitions, domain.ScheduledPhase{Phase: p, StartsAt: f.starts[p]})
	}
	return res, nil
}

// Apply is the conditional UPDATE ... WHERE phase = From.
func (f *fakeHackathon) Apply(_ context.Context, in ApplyPhaseTransitionInput) (ApplyPhaseTransitionResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.phase != in.From {
		return ApplyPhaseTransitionResult{Applied: false, Phase: f.phase}, nil
	}
	f.phase = in.To
	f.applied = append(f.applied, appliedTransition{From: in.From, To: in.To, DueAt: in.DueAt.UTC(), At: f.now().UTC()})
	if f.failAfterCommit > 0 {
		f.failAfterCommit--
		return ApplyPhaseTransitionResult{}, errors.New("connection reset after commit")
	}
	return ApplyPhaseTransitionResult{Applied: true, Phase: in.To}, nil
}

func (f *fakeHackathon) Notify(_ context.Context, in NotifyPhaseChangeInput) (NotifyPhaseChangeResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.notifications = append(f.notifications, sentNotification{Phase: in.Phase, DueAt: in.DueAt.UTC(), At: f.now().UTC()})
	return NotifyPhaseChangeResult{Notifications: 3, Emails: 2}, nil
}

func (f *fakeHackathon) Remind(_ context.Context, in SendSubmissionReminderInput) (SendSubmissionReminderResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reminders = append(f.reminders, sentReminder{ClosesAt: in.ClosesAt.UTC(), At: f.now().UTC()})
	return SendSubmissionReminderResult{Emails: 2}, nil
}

func (f *fakeHackathon) SendCheckInCodes(_ context.Context, in CheckInCodesInput) (CheckInCodesResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.checkInCodes = append(f.checkInCodes, sentCheckInCodes{In: in, At: f.now().UTC()})
	return CheckInCodesResult{Emails: 2}, nil
}

func (f *fakeHackathon) appliedPhases() []domain.Phase {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []domain.Phase
	for _, a := range f.applied {
		out = append(out, a.To)
	}
	return out
}

// --- the suite ---------------------------------------------------------------

type LifecycleSuite struct {
	workflowSuite
	hk *fakeHackathon
}

func TestLifecycle(t *testing.T) { suite.Run(t, new(LifecycleSuite)) }

func (s *LifecycleSuite) SetupTest() {
	s.hk = newFakeHackathon()
	s.env = s.newEnv(s.hk)
}

func (s *LifecycleSuite) newEnv(hk *fakeHackathon) *testsuite.TestWorkflowEnvironment {
	env := s.newTestEnv()
	hk.now = env.Now
	env.RegisterWorkflowWithOptions(HackathonLifecycle, workflow.RegisterOptions{Name: HackathonLifecycleWorkflowName})
	env.RegisterWorkflowWithOptions(CheckInCodes, workflow.RegisterOptions{Name: CheckInCodesWorkflowName})
	registerFakes(env, []fakeActivity{
		{LoadHackathonTimelineActivity, hk.Load},
		{ApplyPhaseTransitionActivity, hk.Apply},
		{NotifyPhaseChangeActivity, hk.Notify},
		{SendSubmissionReminderActivity, hk.Remind},
		{SendCheckInCodesActivity, hk.SendCheckInCodes},
	})
	return env
}

func (s *LifecycleSuite) run(in HackathonLifecycleInput) HackathonLifecycleResult {
	var res HackathonLifecycleResult
	s.runWorkflow(HackathonLifecycleWorkflowName, in, &res)
	return res
}

func (s *LifecycleSuite) input() HackathonLifecycleInput {
	return HackathonLifecycleInput{HackathonID: s.hk.id}
}

func (s *LifecycleSuite) query() HackathonLifecycleState {
	var st HackathonLifecycleState
	s.queryWorkflow(HackathonLifecycleStateQuery, &st)
	return st
}

// advanceUpdate is how one advance-now went.
type advanceUpdate = updateOutcome[AdvanceNowResult]

// advanceNow sends advance-now with the update ID id and records the outcome.
func (s *LifecycleSuite) advanceNow(id string, expected domain.Phase, out *advanceUpdate) {
	s.env.UpdateWorkflow(AdvanceNowUpdate, id, out.callback(), AdvanceNowInput{ExpectedPhase: expected})
}

func fullSchedule() []appliedTransition {
	return []appliedTransition{
		{From: domain.PhasePlanning, To: domain.PhaseRegistrationOpen, DueAt: at(time.Hour), At: at(time.Hour)},
		{From: domain.PhaseRegistrationOpen, To: domain.PhaseHacking, DueAt: at(2 * day), At: at(2 * day)},
		{From: domain.PhaseHacking, To: domain.PhaseJudging, DueAt: at(4 * day), At: at(4 * day)},
		{From: domain.PhaseJudging, To: domain.PhasePopularVote, DueAt: at(5 * day), At: at(5 * day)},
		{From: domain.PhasePopularVote, To: domain.PhaseComplete, DueAt: at(6 * day), At: at(6 * day)},
	}
}

// --- tests ---------------------------------------------------------------------

func (s *LifecycleSuite) TestFullTimelineInOrder() {
	res := s.run(s.input())

	s.Equal(HackathonLifecycleResult{HackathonID: 42, Phase: domain.PhaseComplete, Ended: LifecycleEndedComplete}, res)
	s.Equal(fullSchedule(), s.hk.applied)
	s.Equal([]sentNotification{
		{domain.PhaseRegistrationOpen, at(time.Hour), at(time.Hour)},
		{domain.PhaseHacking, at(2 * day), at(2 * day)},
		{domain.PhaseJudging, at(4 * day), at(4 * day)},
		{domain.PhasePopularVote, at(5 * day), at(5 * day)},
		{domain.PhaseComplete, at(6 * day), at(6 * day)},
	}, s.hk.notifications)
	s.Equal([]sentReminder{{ClosesAt: at(4 * day), At: at(4*day - time.Hour)}}, s.hk.reminders)
	s.Equal(1, s.hk.loads)
	s.Equal([]sentCheckInCodes{{In: CheckInCodesInput{HackathonID: 42}, At: at(time.Hour)}}, s.hk.checkInCodes,
		"registration opening e-mails every participant's check-in code, once")
}

func (s *LifecycleSuite) TestWithoutPopularVote() {
	s.hk.hasPopularVote = false
	s.hk.starts[domain.PhasePopularVote] = nil
	s.run(s.input())
	s.Equal([]domain.Phase{domain.PhaseRegistrationOpen, domain.PhaseHacking, domain.PhaseJudging, domain.PhaseComplete}, s.hk.appliedPhases())
	s.Equal(at(6*day), s.hk.applied[3].At)
}

func (s *LifecycleSuite) TestRescheduledTransitionLater() {
	s.env.RegisterDelayedCallback(func() {
		s.hk.set(domain.PhaseRegistrationOpen, at(3*time.Hour))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{Reason: "moved by organizer"})
	}, 30*time.Minute)
	s.run(s.input())

	want := fullSchedule()
	want[0].DueAt, want[0].At = at(3*time.Hour), at(3*time.Hour)
	s.Equal(want, s.hk.applied)
	s.Equal(2, s.hk.loads)
}

func (s *LifecycleSuite) TestEditEarlierDuringPendingTimer() {
	// While the timer for HACKING (+2d) is pending, move it to +1d.
	s.env.RegisterDelayedCallback(func() {
		s.Equal(domain.PhaseRegistrationOpen, s.query().Phase)
		s.hk.set(domain.PhaseHacking, at(day))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{})
	}, 12*time.Hour)
	s.run(s.input())

	want := fullSchedule()
	want[1].DueAt, want[1].At = at(day), at(day)
	s.Equal(want, s.hk.applied)
}

func (s *LifecycleSuite) TestAdvanceNowKeepsTheRestOfTheSchedule() {
	var first, second advanceUpdate
	s.env.RegisterDelayedCallback(func() { s.advanceNow("advance-1", domain.PhasePlanning, &first) }, 10*time.Minute)
	// A double click: the same expected phase again, after the first applied.
	s.env.RegisterDelayedCallback(func() { s.advanceNow("advance-2", domain.PhasePlanning, &second) }, 20*time.Minute)
	s.run(s.input())

	s.Require().True(first.done)
	s.NoError(first.rejected)
	s.NoError(first.err)
	s.Equal(domain.PhaseRegistrationOpen, first.result.Phase)

	s.Require().True(second.done)
	s.Require().Error(second.rejected)
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(second.rejected, &appErr)
	s.Equal(PhaseMismatchErrorType, appErr.Type())

	want := fullSchedule()
	want[0].DueAt, want[0].At = at(10*time.Minute), at(10*time.Minute)
	s.Equal(want, s.hk.applied)
	s.Len(s.hk.notifications, 5)
}

func (s *LifecycleSuite) TestAdvanceNowWhileAnotherIsQueuedFailsTheSecond() {
	var first, second advanceUpdate
	s.env.RegisterDelayedCallback(func() {
		s.advanceNow("a", domain.PhasePlanning, &first)
		s.advanceNow("b", domain.PhasePlanning, &second) // accepted: the first has not run yet
	}, 10*time.Minute)
	s.run(s.input())

	s.NoError(first.err)
	s.Equal(domain.PhaseRegistrationOpen, first.result.Phase)
	s.True(second.done)
	if second.rejected == nil {
		var appErr *temporal.ApplicationError
		s.Require().ErrorAs(second.err, &appErr)
		s.Equal(PhaseMismatchErrorType, appErr.Type())
	}
	s.Equal(fullSchedule()[1:], s.hk.applied[1:])
	s.Len(s.hk.applied, 5)
}

func (s *LifecycleSuite) TestAdvanceNowValidator() {
	lc := &lifecycle{loaded: true, timeline: LoadHackathonTimelineResult{Phase: domain.PhaseComplete}}
	err := lc.validateAdvanceNow(nil, AdvanceNowInput{ExpectedPhase: domain.PhaseComplete})
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(err, &appErr)
	s.Equal(NoNextPhaseErrorType, appErr.Type())

	lc.timeline.Phase = domain.PhaseHacking
	s.Require().ErrorAs(lc.validateAdvanceNow(nil, AdvanceNowInput{ExpectedPhase: domain.PhaseJudging}), &appErr)
	s.Equal(PhaseMismatchErrorType, appErr.Type())
	s.Require().ErrorAs(lc.validateAdvanceNow(nil, AdvanceNowInput{}), &appErr)
	s.Equal(PhaseMismatchErrorType, appErr.Type())
	s.NoError(lc.validateAdvanceNow(nil, AdvanceNowInput{ExpectedPhase: domain.PhaseHacking}))
}

func (s *LifecycleSuite) TestAdvanceNowRejectedForWrongPhase() {
	var out advanceUpdate
	s.env.RegisterDelayedCallback(func() { s.advanceNow("x", domain.PhaseHacking, &out) }, 10*time.Minute)
	s.run(s.input())
	s.Require().Error(out.rejected)
	s.Contains(out.rejected.Error(), "the hackathon is in phase PLANNING, not HACKING")
	s.Equal(fullSchedule(), s.hk.applied)
}

func (s *LifecycleSuite) TestReminderOnceAnHourBeforeJudging() {
	s.hk.phase = domain.PhaseHacking
	s.env.RegisterDelayedCallback(func() {
		st := s.query()
		s.Equal(domain.PhaseJudging, st.NextPhase)
		s.Require().NotNil(st.ReminderDueAt)
		s.Equal(at(4*day-time.Hour), st.ReminderDueAt.UTC())
	}, day)
	s.run(s.input())
	s.Equal([]sentReminder{{ClosesAt: at(4 * day), At: at(4*day - time.Hour)}}, s.hk.reminders)
}

func (s *LifecycleSuite) TestReminderMovesWithJudging() {
	s.hk.phase = domain.PhaseHacking
	s.env.RegisterDelayedCallback(func() {
		s.hk.set(domain.PhaseJudging, at(4*day+12*time.Hour))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{})
	}, 3*day)
	s.run(s.input())
	s.Equal([]sentReminder{{ClosesAt: at(4*day + 12*time.Hour), At: at(4*day + 11*time.Hour)}}, s.hk.reminders)
	s.Equal(at(4*day+12*time.Hour), s.hk.applied[0].At)
}

func (s *LifecycleSuite) TestReminderSentAgainWhenJudgingMovesLaterAfterIt() {
	s.hk.phase = domain.PhaseHacking
	// After the reminder (+4d-1h), submissions are extended by a day.
	s.env.RegisterDelayedCallback(func() {
		s.hk.set(domain.PhaseJudging, at(5*day-time.Hour))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{})
	}, 4*day-30*time.Minute)
	s.run(s.input())
	s.Equal([]sentReminder{
		{ClosesAt: at(4 * day), At: at(4*day - time.Hour)},
		{ClosesAt: at(5*day - time.Hour), At: at(5*day - 2*time.Hour)},
	}, s.hk.reminders)
}

func (s *LifecycleSuite) TestNoReminderWhenLessThanAnHourIsLeft() {
	s.hk.phase = domain.PhaseHacking
	s.hk.starts[domain.PhaseJudging] = ptr(at(30 * time.Minute))
	s.run(s.input())
	s.Empty(s.hk.reminders)
	s.Equal(at(30*time.Minute), s.hk.applied[0].At)
}

func (s *LifecycleSuite) TestMissedDueTimesAppliedOnceInOrder() {
	// The worker was down: three transitions are overdue at start.
	s.hk.starts[domain.PhaseRegistrationOpen] = ptr(at(-3 * day))
	s.hk.starts[domain.PhaseHacking] = ptr(at(-2 * day))
	s.hk.starts[domain.PhaseJudging] = ptr(at(-time.Hour))
	s.run(s.input())

	s.Equal([]appliedTransition{
		{From: domain.PhasePlanning, To: domain.PhaseRegistrationOpen, DueAt: at(-3 * day), At: t0},
		{From: domain.PhaseRegistrationOpen, To: domain.PhaseHacking, DueAt: at(-2 * day), At: t0},
		{From: domain.PhaseHacking, To: domain.PhaseJudging, DueAt: at(-time.Hour), At: t0},
		{From: domain.PhaseJudging, To: domain.PhasePopularVote, DueAt: at(5 * day), At: at(5 * day)},
		{From: domain.PhasePopularVote, To: domain.PhaseComplete, DueAt: at(6 * day), At: at(6 * day)},
	}, s.hk.applied)
	s.Len(s.hk.notifications, 5)
	s.Empty(s.hk.reminders, "submissions had already closed")
}

func (s *LifecycleSuite) TestDuplicateActivityRunChangesNothing() {
	// The first attempt commits and then fails; the retry finds the phase
	// already moved and reports it.
	s.hk.failAfterCommit = 1
	s.run(s.input())
	s.Equal(fullSchedule(), s.hk.applied)
	s.Len(s.hk.notifications, 5)
}

func (s *LifecycleSuite) TestPhaseMovedElsewhereReloads() {
	// Someone put the hackathon into HACKING directly; the REGISTRATION_OPEN
	// transition finds it there and the workflow follows the database.
	s.env.RegisterDelayedCallback(func() {
		s.hk.mu.Lock()
		s.hk.phase = domain.PhaseHacking
		s.hk.mu.Unlock()
	}, 30*time.Minute)
	s.run(s.input())
	s.Equal([]domain.Phase{domain.PhaseJudging, domain.PhasePopularVote, domain.PhaseComplete}, s.hk.appliedPhases())
}

func (s *LifecycleSuite) TestQuery() {
	s.env.RegisterDelayedCallback(func() {
		s.Equal(HackathonLifecycleState{
			Phase: domain.PhasePlanning, NextPhase: domain.PhaseRegistrationOpen, NextDueAt: ptr(at(time.Hour)),
		}, normalize(s.query()))
	}, 30*time.Minute)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(HackathonLifecycleState{
			Phase: domain.PhaseHacking, NextPhase: domain.PhaseJudging, NextDueAt: ptr(at(4 * day)), ReminderDueAt: ptr(at(4*day - time.Hour)),
		}, normalize(s.query()))
	}, 3*day)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(HackathonLifecycleState{
			Phase: domain.PhasePopularVote, NextPhase: domain.PhaseComplete, NextDueAt: ptr(at(6 * day)),
		}, normalize(s.query()))
	}, 5*day+time.Hour)
	s.run(s.input())
}

func (s *LifecycleSuite) TestNothingScheduledWaitsForEdit() {
	s.hk.starts[domain.PhaseHacking] = nil
	s.env.RegisterDelayedCallback(func() {
		st := s.query()
		s.Equal(domain.PhaseRegistrationOpen, st.Phase)
		s.Equal(domain.PhaseHacking, st.NextPhase)
		s.Nil(st.NextDueAt)
		s.hk.set(domain.PhaseHacking, at(3*day))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{})
	}, 2*day+time.Hour)
	s.run(s.input())
	s.Equal(at(3*day), s.hk.applied[1].At)
}

func (s *LifecycleSuite) TestHackathonNotFoundEndsCleanly() {
	s.hk.missing = true
	res := s.run(s.input())
	s.Equal(LifecycleEndedNotFound, res.Ended)
	s.Empty(s.hk.applied)
}

func (s *LifecycleSuite) TestContinueAsNewCarriesState() {
	// Wake-ups: REGISTRATION_OPEN, HACKING, reminder -> continue as new.
	in := HackathonLifecycleInput{HackathonID: 42, ContinueAsNewAfter: 3}
	s.env.ExecuteWorkflow(HackathonLifecycleWorkflowName, in)
	s.Require().True(s.env.IsWorkflowCompleted())

	next := continuedInput(s.T(), s.env.GetWorkflowError())
	s.Equal(HackathonLifecycleInput{HackathonID: 42, ReminderSentFor: ptr(at(4 * day)), ContinueAsNewAfter: 3}, next)
	s.Equal(fullSchedule()[:2], s.hk.applied)
	s.Len(s.hk.reminders, 1)

	// The next run picks up from the database and the carried state: no
	// second reminder, JUDGING at its time.
	s.env = s.newEnv(s.hk)
	s.env.SetStartTime(at(4*day - time.Hour))
	next.ContinueAsNewAfter = 0
	s.run(next)
	s.Equal(fullSchedule(), s.hk.applied)
	s.Len(s.hk.reminders, 1)
}

func (s *LifecycleSuite) TestContinueAsNewWhenSuggested() {
	s.env.SetContinueAsNewSuggested(true)
	s.env.ExecuteWorkflow(HackathonLifecycleWorkflowName, s.input())
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Equal(HackathonLifecycleInput{HackathonID: 42}, continuedInput(s.T(), s.env.GetWorkflowError()))
	s.Empty(s.hk.applied)
}

func (s *LifecycleSuite) TestContinueAsNewFinishesAcceptedUpdate() {
	// The update arrives on the wake-up that reaches the threshold: it is
	// answered before the run continues as new.
	var out advanceUpdate
	s.env.RegisterDelayedCallback(func() { s.advanceNow("u", domain.PhasePlanning, &out) }, 10*time.Minute)
	s.env.ExecuteWorkflow(HackathonLifecycleWorkflowName, HackathonLifecycleInput{HackathonID: 42, ContinueAsNewAfter: 1})
	s.Require().True(s.env.IsWorkflowCompleted())
	continuedInput(s.T(), s.env.GetWorkflowError())
	s.True(out.done)
	s.NoError(out.err)
	s.Equal(domain.PhaseRegistrationOpen, out.result.Phase)
}

func continuedInput(t *testing.T, err error) HackathonLifecycleInput {
	t.Helper()
	var can *workflow.ContinueAsNewError
	require.ErrorAs(t, err, &can)
	require.Equal(t, HackathonLifecycleWorkflowName, can.WorkflowType.Name)
	var in HackathonLifecycleInput
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
	if in.ReminderSentFor != nil {
		in.ReminderSentFor = ptr(in.ReminderSentFor.UTC())
	}
	return in
}

func normalize(st HackathonLifecycleState) HackathonLifecycleState {
	if st.NextDueAt != nil {
		st.NextDueAt = ptr(st.NextDueAt.UTC())
	}
	if st.ReminderDueAt != nil {
		st.ReminderDueAt = ptr(st.ReminderDueAt.UTC())
	}
	return st
}

func TestHackathonLifecycleID(t *testing.T) {
	require.Equal(t, "hackathon-lifecycle:42", HackathonLifecycleID(42))
}

func (s *LifecycleSuite) TestMemoFollowsThePhase() {
	var summaries []string
	s.env.OnUpsertMemo(mock.Anything).Run(func(args mock.Arguments) {
		memo := args.Get(0).(map[string]any)
		summaries = append(summaries, memo["summary"].(string))
		s.Equal(int64(42), memo["hackathonId"])
		s.Equal("Acme", memo["organization"])
	}).Return(nil)
	s.run(s.input())
	s.Equal([]string{
		"Hack the Planet (Acme): Planning",
		"Hack the Planet (Acme): Registration open",
		"Hack the Planet (Acme): Hacking",
		"Hack the Planet (Acme): Judging",
		"Hack the Planet (Acme): Popular vote",
		"Hack the Planet (Acme): Complete",
	}, summaries)
}
