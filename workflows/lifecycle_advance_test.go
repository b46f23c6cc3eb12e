package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
)

// LifecycleSuite's tests of advance-now, the update that moves the hackathon
// to its next phase at once.

// advanceUpdate is how one advance-now went.
type advanceUpdate = updateOutcome[AdvanceNowResult]

// advanceNow sends advance-now with the update ID id and records the outcome.
func (s *LifecycleSuite) advanceNow(id string, expected domain.Phase, out *advanceUpdate) {
	s.env.UpdateWorkflow(AdvanceNowUpdate, id, out.callback(), AdvanceNowInput{ExpectedPhase: expected})
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
