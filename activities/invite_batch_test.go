package activities_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// runBatches runs the fixture's activities and every workflow in a worker on
// a task queue of its own, and returns a function that runs one InviteBatch.
func (f *fixture) runBatches(t *testing.T) func(invites ...record.Invite) workflows.InviteBatchResult {
	t.Helper()
	codec, err := payloadcrypt.FromEnv()
	require.NoError(t, err)
	opts := client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS")}
	codec.Protect(&opts)
	tc, err := client.Dial(opts)
	require.NoError(t, err)
	t.Cleanup(tc.Close)
	queue := "activities-" + random()
	w := worker.New(tc, queue, workflows.WorkerOptions())
	workflows.Register(w)
	f.a.Register(w)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)
	return func(invites ...record.Invite) workflows.InviteBatchResult {
		t.Helper()
		var in workflows.InviteBatchInput
		for _, inv := range invites {
			in.Invites = append(in.Invites, workflows.InviteInput{
				UID: inv.Uid, Round: inv.Round, Kind: inv.Kind, Email: inv.Email, Place: f.hackathon.Name, HackathonID: f.hackathon.ID,
				RemindAt: inv.CreatedAt.Add(domain.DefaultInviteTimings.RemindAfter), ExpiresAt: inv.ExpiresAt,
				DeliverWithin: domain.Duration(domain.DefaultInviteTimings.DeliverWithin),
			})
		}
		run, err := tc.ExecuteWorkflow(t.Context(), client.StartWorkflowOptions{ID: workflows.InviteBatchID(random()), TaskQueue: queue},
			workflows.InviteBatchWorkflowName, in)
		require.NoError(t, err)
		var res workflows.InviteBatchResult
		require.NoError(t, run.Get(t.Context(), &res))
		return res
	}
}

func TestInviteBatchStartsEachPendingInviteOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	batch := f.runBatches(t)
	a, b, c := "batch-a-"+random()+"@example.com", "batch-b-"+random()+"@example.com", "batch-c-"+random()+"@example.com"
	invA, invB, invC := f.openInvite(t, domain.InviteJudge, a), f.openInvite(t, domain.InviteJudge, b), f.openInvite(t, domain.InviteJudge, c)

	assert.Equal(t, workflows.InviteBatchResult{Started: 2}, batch(invA, invB))
	f.inbox.WaitFor(t, a, 1, 20*time.Second)
	f.inbox.WaitFor(t, b, 1, 20*time.Second)

	// A second request names a pending address again: its workflow is
	// running, and no second e-mail goes out.
	assert.Equal(t, workflows.InviteBatchResult{Started: 1, AlreadyRunning: 1}, batch(invA, invC))
	f.inbox.WaitFor(t, c, 1, 20*time.Second)
	assert.Equal(t, 1, f.inbox.Count(t, a))
}
