package workflows

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// exportInput's export is asked for at t0, 2030-03-01 09:00 UTC.

func TestParticipantExportDetailsWhileWritingThenReadyThenExpired(t *testing.T) {
	f := &fakeExport{failures: 2} // two attempts fail: writing shows through the retries
	env := newExportEnv(f)
	var writing, ready string
	env.RegisterDelayedCallback(func() { writing = metadataOf(t, env).GetCurrentDetails() }, time.Second)
	env.RegisterDelayedCallback(func() { ready = metadataOf(t, env).GetCurrentDetails() }, time.Hour)
	env.ExecuteWorkflow(ParticipantExportWorkflowName, exportInput(24*time.Hour))
	require.NoError(t, env.GetWorkflowError())

	require.Equal(t, "Writing the file since 2030-03-01 09:00 UTC.", writing)
	require.Equal(t, "Ready: 3 rows, until 2030-03-02 09:00 UTC.", ready)
	require.Equal(t, "Expired: the file is deleted.", metadataOf(t, env).GetCurrentDetails())
}

func TestParticipantExportDetailsOfAFailure(t *testing.T) {
	_, env := runExport(t, &fakeExport{failures: 5}, exportInput(time.Hour))
	require.Equal(t, "Failed: connection reset by peer.", metadataOf(t, env).GetCurrentDetails())
}

func TestParticipantExportDetailsOfAGoneExport(t *testing.T) {
	_, env := runExport(t, &fakeExport{gone: true}, exportInput(time.Hour))
	require.Equal(t, "Gone: the export was deleted before its file was written.", metadataOf(t, env).GetCurrentDetails())
}
