package workflows

import (
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

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
		{FollowTimelineInAnnouncementsActivity, hk.FollowAnnouncements},
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

// A timeline edit moves JUDGING a day later: the lifecycle tells the
// announcement that goes an hour before JUDGING its new time.
func (s *LifecycleSuite) TestTimelineEditMovesPhaseRelativeAnnouncements() {
	s.hk.announcements = []*relativeAnnouncement{{phase: domain.PhaseJudging, offset: -time.Hour,
		move: AnnouncementMove{AnnouncementID: 7, AnnouncementSchedule: AnnouncementSchedule{SendAt: at(4*day - time.Hour), Revision: 1}}}}
	want := AnnouncementMove{AnnouncementID: 7, AnnouncementSchedule: AnnouncementSchedule{SendAt: at(5*day - time.Hour), Revision: 2}}
	s.env.OnSignalExternalWorkflow(mock.Anything, AnnouncementID(42, 7), "", AnnouncementMovedSignal, want).Return(nil).Once()
	s.env.RegisterDelayedCallback(func() {
		s.hk.set(domain.PhaseJudging, at(5*day))
		s.hk.set(domain.PhasePopularVote, at(5*day+time.Hour))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{})
	}, day)
	s.run(s.input())
	s.env.AssertExpectations(s.T())
}
