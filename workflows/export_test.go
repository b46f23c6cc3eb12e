package workflows

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
)

// fakeExport stands for the export row and its file behind the mocked
// activities.
type fakeExport struct {
	mu       sync.Mutex
	now      func() time.Time
	failures int // attempts of the write that fail before one succeeds
	gone     bool

	attempts  int
	state     string
	reason    string
	expiredAt time.Time
}

func (f *fakeExport) Write(_ context.Context, in ExportActivityInput) (WriteParticipantExportResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.attempts++
	if f.gone {
		return WriteParticipantExportResult{}, temporal.NewNonRetryableApplicationError("export "+in.UID+" gone", ExportGoneErrorType, nil)
	}
	if f.attempts <= f.failures {
		return WriteParticipantExportResult{}, errors.New("connection reset by peer")
	}
	f.state = "DONE"
	return WriteParticipantExportResult{Rows: 3, Bytes: 120}, nil
}

func (f *fakeExport) Fail(_ context.Context, in FailParticipantExportInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.state, f.reason = "FAILED", in.Reason
	return nil
}

func (f *fakeExport) Expire(_ context.Context, _ ExportActivityInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.state, f.expiredAt = "EXPIRED", f.now().UTC()
	return nil
}

func runExport(t *testing.T, f *fakeExport, in ParticipantExportInput) (ParticipantExportResult, *testsuite.TestWorkflowEnvironment) {
	env := newExportEnv(f)
	env.ExecuteWorkflow(ParticipantExportWorkflowName, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var out ParticipantExportResult
	require.NoError(t, env.GetWorkflowResult(&out))
	return out, env
}

func newExportEnv(f *fakeExport) *testsuite.TestWorkflowEnvironment {
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	env.SetTestTimeout(30 * time.Second)
	env.SetStartTime(t0)
	f.now = env.Now
	Register(env)
	env.RegisterActivityWithOptions(f.Write, activity.RegisterOptions{Name: WriteParticipantExportActivity})
	env.RegisterActivityWithOptions(f.Fail, activity.RegisterOptions{Name: FailParticipantExportActivity})
	env.RegisterActivityWithOptions(f.Expire, activity.RegisterOptions{Name: ExpireParticipantExportActivity})
	return env
}

func exportInput(retention time.Duration) ParticipantExportInput {
	return ParticipantExportInput{UID: "e1", HackathonID: 42, Hackathon: "Hack the Planet (hackathon 42)",
		ExpiresAt: at(retention)}
}

func TestParticipantExportWritesThenDeletesTheFileAtExpiry(t *testing.T) {
	f := &fakeExport{}
	out, _ := runExport(t, f, exportInput(24*time.Hour))
	require.Equal(t, ParticipantExportResult{Written: true, Rows: 3}, out)
	require.Equal(t, "EXPIRED", f.state)
	require.Equal(t, at(24*time.Hour), f.expiredAt, "the file is deleted on the durable timer, not before")
}

func TestParticipantExportRetriesAFailedWrite(t *testing.T) {
	f := &fakeExport{failures: 2}
	out, _ := runExport(t, f, exportInput(time.Hour))
	require.True(t, out.Written)
	require.Equal(t, 3, f.attempts)
	require.Equal(t, "EXPIRED", f.state)
}

func TestParticipantExportRecordsAFailureAfterItsAttempts(t *testing.T) {
	f := &fakeExport{failures: 5}
	out, _ := runExport(t, f, exportInput(time.Hour))
	require.False(t, out.Written)
	require.Equal(t, 3, f.attempts, "three attempts, then FAILED")
	require.Equal(t, "FAILED", f.state)
	require.Equal(t, "connection reset by peer", f.reason)
	require.True(t, f.expiredAt.IsZero(), "a failed export has no file to delete")
}

func TestParticipantExportOfAGoneExportEndsQuietly(t *testing.T) {
	f := &fakeExport{gone: true}
	out, _ := runExport(t, f, exportInput(time.Hour))
	require.False(t, out.Written)
	require.Equal(t, 1, f.attempts)
	require.Empty(t, f.state)
}

func TestParticipantExportID(t *testing.T) {
	require.Equal(t, "participant-export:42:e1", ParticipantExportID(42, "e1"))
}
