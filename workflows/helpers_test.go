package workflows

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

// t0 is the workflow start time in every test; the fake timeline is
// expressed relative to it.
var t0 = time.Date(2030, 3, 1, 9, 0, 0, 0, time.UTC)

func at(d time.Duration) time.Time { return t0.Add(d).UTC() }

func ptr(t time.Time) *time.Time { return &t }

const day = 24 * time.Hour

func requireErrorType(t *testing.T, err error, errType string) {
	t.Helper()
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	require.Equal(t, errType, appErr.Type())
}

// requireEmailsRetried runs the workflow wf (as name) whose one activity,
// sendActivity, fails once as an unavailable SMTP server would and then
// returns sent: the workflow retries it with the same input and returns sent.
func requireEmailsRetried[In, Res any](t *testing.T, wf any, name, sendActivity string, in In, sent Res) {
	t.Helper()
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterWorkflowWithOptions(wf, workflow.RegisterOptions{Name: name})
	var calls []In
	env.RegisterActivityWithOptions(func(_ context.Context, in In) (Res, error) {
		calls = append(calls, in)
		if len(calls) == 1 {
			var none Res
			return none, errors.New("SMTP server unavailable")
		}
		return sent, nil
	}, activity.RegisterOptions{Name: sendActivity})

	env.ExecuteWorkflow(name, in)

	require.NoError(t, env.GetWorkflowError())
	var res Res
	require.NoError(t, env.GetWorkflowResult(&res))
	require.Equal(t, sent, res)
	require.Equal(t, []In{in, in}, calls)
}
