package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

func (s *LifecycleSuite) TestHandlersAreDescribed() {
	s.env.RegisterDelayedCallback(func() {
		s.requireHandlersDescribed([]string{HackathonLifecycleStateQuery}, []string{TimelineChangedSignal}, []string{AdvanceNowUpdate})
	}, time.Minute)
	s.run(s.input())
}

func (s *LifecycleSuite) TestDetailsShowThePhaseAndTheNextDueOne() {
	// t0 is 2030-03-01 09:00 UTC.
	seen := map[string]string{}
	for name, after := range map[string]time.Duration{"planning": time.Minute, "registration": day, "hacking": 3 * day} {
		s.env.RegisterDelayedCallback(func() { seen[name] = s.details() }, after)
	}
	s.run(s.input())

	s.Equal("Phase: Planning. Next: Registration open at 2030-03-01 10:00 UTC.", seen["planning"])
	s.Equal("Phase: Registration open. Next: Hacking at 2030-03-03 09:00 UTC.", seen["registration"])
	s.Equal("Phase: Hacking. Next: Judging at 2030-03-05 09:00 UTC. Submission reminder at 2030-03-05 08:00 UTC.", seen["hacking"])
	s.Equal("Phase: Complete. Ended.", s.details())
}

func (s *LifecycleSuite) TestDetailsFollowATimelineEdit() {
	var before, after string
	s.env.RegisterDelayedCallback(func() {
		before = s.details()
		s.hk.set(domain.PhaseRegistrationOpen, at(3*time.Hour))
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{Reason: "moved by organizer"})
	}, 30*time.Minute)
	s.env.RegisterDelayedCallback(func() { after = s.details() }, 31*time.Minute)
	s.run(s.input())

	s.Equal("Phase: Planning. Next: Registration open at 2030-03-01 10:00 UTC.", before)
	s.Equal("Phase: Planning. Next: Registration open at 2030-03-01 12:00 UTC.", after)
}

func (s *LifecycleSuite) TestDetailsSayWhatIsNotScheduled() {
	s.hk.starts[domain.PhaseRegistrationOpen] = nil
	s.env.RegisterDelayedCallback(func() {
		s.Equal("Phase: Planning. Next: Registration open, not scheduled (waiting for a timeline edit).", s.details())
		s.env.CancelWorkflow()
	}, time.Hour)
	s.env.ExecuteWorkflow(HackathonLifecycleWorkflowName, s.input())
}

// A transition whose activity keeps failing (Postgres down) shows as being
// applied, with its due time: what an operator sees of a stuck workflow.
func (s *LifecycleSuite) TestDetailsShowATransitionThatIsBeingRetried() {
	s.hk.applyDown = 8 // about 4 minutes of retries
	var stuck string
	s.env.RegisterDelayedCallback(func() { stuck = s.details() }, time.Hour+time.Minute)
	s.run(s.input())

	s.Equal("Phase: Planning. Next: Registration open at 2030-03-01 10:00 UTC. Moving to Registration open, due at 2030-03-01 10:00 UTC.", stuck)
	s.Equal(fullSchedule()[1:], s.hk.applied[1:], "the later phases on time")
}

func (s *LifecycleSuite) TestDetailsOfAHackathonThatIsGone() {
	s.env.RegisterDelayedCallback(func() {
		s.hk.mu.Lock()
		s.hk.missing = true
		s.hk.mu.Unlock()
		s.env.SignalWorkflow(TimelineChangedSignal, TimelineChangedInput{Reason: "deleted"})
	}, 30*time.Minute)
	s.run(s.input())

	s.Equal("Phase: Planning. Ended. The hackathon no longer exists.", s.details())
}
