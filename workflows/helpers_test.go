package workflows

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	sdkpb "go.temporal.io/api/sdk/v1"
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

// workflowSuite is what the suites of the workflows with updates share: a
// test environment that starts at t0, and running, querying and updating the
// workflow in it.
type workflowSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env     *testsuite.TestWorkflowEnvironment
	updates int
}

// newTestEnv is a test environment that starts at t0.
func (s *workflowSuite) newTestEnv() *testsuite.TestWorkflowEnvironment {
	env := s.NewTestWorkflowEnvironment()
	env.SetTestTimeout(30 * time.Second)
	env.SetStartTime(t0)
	return env
}

// runWorkflow runs the workflow registered as name to its end, requires it to
// succeed and reads its result into out.
func (s *workflowSuite) runWorkflow(name string, in, out any) {
	s.env.ExecuteWorkflow(name, in)
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	s.Require().NoError(s.env.GetWorkflowResult(out))
}

// queryWorkflow reads the query name's answer into out.
func (s *workflowSuite) queryWorkflow(name string, out any) {
	v, err := s.env.QueryWorkflow(name)
	s.Require().NoError(err)
	s.Require().NoError(v.Get(out))
}

// sendUpdate sends the update name, under an ID of its own, with args.
func (s *workflowSuite) sendUpdate(name string, cb *testsuite.TestUpdateCallback, args ...any) {
	s.updates++
	s.env.UpdateWorkflow(name, fmt.Sprint(name, s.updates), cb, args...)
}

// updateOutcome is how one update went: rejected by its validator, or
// completed with its result or an error.
type updateOutcome[R any] struct {
	rejected error
	err      error
	result   R
	done     bool
}

// callback records the update's outcome in o.
func (o *updateOutcome[R]) callback() *testsuite.TestUpdateCallback {
	return &testsuite.TestUpdateCallback{
		OnAccept: func() {},
		OnReject: func(err error) { o.rejected, o.done = err, true },
		OnComplete: func(v any, err error) {
			o.err, o.done = err, true
			if r, ok := v.(R); ok {
				o.result = r
			}
		},
	}
}

// fakeActivity is a fake's method and the activity name the workflow calls
// it by.
type fakeActivity struct {
	name string
	fn   any
}

// registerFakes registers each fake under its name and then mocks it with
// itself, so that a test can still replace it with OnActivity. Every other
// registration must come before: all registrations must precede the mocks.
func registerFakes(env *testsuite.TestWorkflowEnvironment, fakes []fakeActivity) {
	for _, a := range fakes {
		env.RegisterActivityWithOptions(a.fn, activity.RegisterOptions{Name: a.name})
	}
	for _, a := range fakes {
		env.OnActivity(a.name, mock.Anything, mock.Anything).Return(a.fn)
	}
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

// metadataQuery is the SDK's built-in query behind the Temporal Web UI's
// current details and handler descriptions.
const metadataQuery = "__temporal_workflow_metadata"

// metadataOf is the workflow's answer to metadataQuery.
func metadataOf(t *testing.T, env *testsuite.TestWorkflowEnvironment) *sdkpb.WorkflowMetadata {
	t.Helper()
	v, err := env.QueryWorkflow(metadataQuery)
	require.NoError(t, err)
	var md sdkpb.WorkflowMetadata
	require.NoError(t, v.Get(&md))
	return &md
}

func (s *workflowSuite) metadata() *sdkpb.WorkflowMetadata { return metadataOf(s.T(), s.env) }

// details is the workflow's current details.
func (s *workflowSuite) details() string { return s.metadata().GetCurrentDetails() }

// requireHandlersDescribed requires the workflow to define exactly these
// queries, signals and updates (besides the SDK's own queries), each with a
// description.
func (s *workflowSuite) requireHandlersDescribed(queries, signals, updates []string) {
	def := s.metadata().GetDefinition()
	for _, kind := range []struct {
		name  string
		want  []string
		found []*sdkpb.WorkflowInteractionDefinition
	}{
		{"query", queries, def.GetQueryDefinitions()},
		{"signal", signals, def.GetSignalDefinitions()},
		{"update", updates, def.GetUpdateDefinitions()},
	} {
		var names []string
		for _, d := range kind.found {
			if strings.HasPrefix(d.GetName(), "__") {
				continue
			}
			names = append(names, d.GetName())
			s.NotEmpty(d.GetDescription(), "the %s %q has no description", kind.name, d.GetName())
		}
		s.ElementsMatch(kind.want, names, "%ss", kind.name)
	}
}
