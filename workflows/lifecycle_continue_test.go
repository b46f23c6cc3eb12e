package workflows

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// LifecycleSuite's tests of continue-as-new and the state the next run
// carries.

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
