package workflows

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

func TestCheckInCodesRetriesTheEmailsUntilTheyGo(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterWorkflowWithOptions(CheckInCodes, workflow.RegisterOptions{Name: CheckInCodesWorkflowName})
	var calls []CheckInCodesInput
	env.RegisterActivityWithOptions(func(_ context.Context, in CheckInCodesInput) (CheckInCodesResult, error) {
		calls = append(calls, in)
		if len(calls) == 1 {
			return CheckInCodesResult{}, errors.New("SMTP server unavailable")
		}
		return CheckInCodesResult{Emails: 1}, nil
	}, activity.RegisterOptions{Name: SendCheckInCodesActivity})

	in := CheckInCodesInput{HackathonID: 42, ParticipantID: 7}
	env.ExecuteWorkflow(CheckInCodesWorkflowName, in)

	require.NoError(t, env.GetWorkflowError())
	var res CheckInCodesResult
	require.NoError(t, env.GetWorkflowResult(&res))
	require.Equal(t, CheckInCodesResult{Emails: 1}, res)
	require.Equal(t, []CheckInCodesInput{in, in}, calls)
}

func TestCheckInCodesID(t *testing.T) {
	require.Equal(t, "check-in-codes:42", CheckInCodesID(42, 0))
	require.Equal(t, "check-in-codes:42:7", CheckInCodesID(42, 7))
}
