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

func TestSubmissionConfirmationRetriesTheEmailsUntilTheyGo(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterWorkflowWithOptions(SubmissionConfirmation, workflow.RegisterOptions{Name: SubmissionConfirmationWorkflowName})
	var calls []SubmissionConfirmationInput
	env.RegisterActivityWithOptions(func(_ context.Context, in SubmissionConfirmationInput) (SubmissionConfirmationResult, error) {
		calls = append(calls, in)
		if len(calls) == 1 {
			return SubmissionConfirmationResult{}, errors.New("SMTP server unavailable")
		}
		return SubmissionConfirmationResult{Emails: 3}, nil
	}, activity.RegisterOptions{Name: SendSubmissionConfirmationActivity})

	in := SubmissionConfirmationInput{HackathonID: 42, TeamID: 7, SubmissionID: 9, CategoryName: "Main"}
	env.ExecuteWorkflow(SubmissionConfirmationWorkflowName, in)

	require.NoError(t, env.GetWorkflowError())
	var res SubmissionConfirmationResult
	require.NoError(t, env.GetWorkflowResult(&res))
	require.Equal(t, SubmissionConfirmationResult{Emails: 3}, res)
	require.Equal(t, []SubmissionConfirmationInput{in, in}, calls)
	require.Contains(t, SubmissionConfirmationMemo(in)["summary"], "submission 9 of team 7")
}

func TestSubmissionConfirmationID(t *testing.T) {
	require.Equal(t, "submission-confirmation:9", SubmissionConfirmationID(9))
}
