package activities

import (
	"context"
	"sync"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"golang.org/x/sync/errgroup"

	"github.com/hackforge/hackforge/workflows"
)

// startConcurrency is how many workflow starts are in flight at once.
const startConcurrency = 16

// StartInvites starts the Invite workflow of each invite, on this worker's
// task queue, with ID InviteID(kind, uid). A workflow with that ID that is
// running already counts as AlreadyRunning; a closed one (an earlier
// round) is started again. Eager start hands the first workflow task to
// this worker at once, without a trip through the task queue.
func (a *Activities) StartInvites(ctx context.Context, in workflows.InviteBatchInput) (workflows.InviteBatchResult, error) {
	tc, queue := activity.GetClient(ctx), activity.GetInfo(ctx).TaskQueue
	var (
		mu  sync.Mutex
		res workflows.InviteBatchResult
	)
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(startConcurrency)
	for _, inv := range in.Invites {
		g.Go(func() error {
			s := workflows.InviteStart(inv)
			opts := s.Options(queue)
			opts.WorkflowIDConflictPolicy = enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL
			opts.WorkflowExecutionErrorWhenAlreadyStarted = true
			opts.EnableEagerStart = true
			_, err := tc.ExecuteWorkflow(ctx, opts, s.Type, s.Input)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				res.Started++
			case temporal.IsWorkflowExecutionAlreadyStartedError(err):
				res.AlreadyRunning++
			default:
				return err
			}
			return nil
		})
	}
	return res, g.Wait()
}
