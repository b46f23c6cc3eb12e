package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// LifecycleSuite's tests of the submission reminder an hour before JUDGING.

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
