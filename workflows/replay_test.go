package workflows_test

import (
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	temporallog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/workflows"
)

// Histories recorded from real runs (testdata/histories, named
// <WorkflowType>-<what happened>.json) replay against today's code: a change
// that running workflows could not continue from fails here first.
// docs/operations.md, "Changing a workflow safely", says how to record one.
func TestRecordedHistoriesReplay(t *testing.T) {
	files, err := filepath.Glob("testdata/histories/*.json")
	require.NoError(t, err)
	replayed := map[string]bool{}
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			replayer := worker.NewWorkflowReplayer()
			workflows.Register(replayer)
			quiet := temporallog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
			require.NoError(t, replayer.ReplayWorkflowHistoryFromJSONFile(quiet, file))
		})
		replayed[strings.SplitN(name, "-", 2)[0]] = true
	}
	for _, name := range workflows.Names() {
		assert.True(t, replayed[name], "no recorded history of %s in testdata/histories", name)
	}
}
