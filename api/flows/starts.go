package flows

import (
	"context"
	"encoding/json"
	"log/slog"
	"slices"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// Durable starts: a mutation writes the workflow starts it asks for in its
// own transaction (store.WorkflowStart), and starts them once it has
// committed. While Temporal is down they wait in Postgres, and the worker's
// dispatcher (DispatchDueStarts) starts them when it is back. A claim keeps
// two dispatchers off the same row; the workflow ID keeps a start that ran
// twice (a dispatcher that died between starting and deleting) from
// running twice.
const (
	// claimFor is how long a dispatcher owns a row it claimed: far more
	// than a start takes, so a live one never loses it.
	claimFor = 30 * time.Second
	// retryAfter is how long a start that failed waits before the next try.
	retryAfter = 5 * time.Second
	// launchTimeout bounds a start in a request: Temporal down costs the
	// request this much, then the dispatcher takes over.
	launchTimeout = 2 * time.Second
	// dispatchBatch is how many due starts one dispatch claims at most.
	dispatchBatch = 100
)

// Starts collects the workflow starts a use case writes, to start them
// once its transaction has committed.
type Starts struct {
	f   *Flows
	ids []string
}

// NewStarts begins a request's starts.
func (f *Flows) NewStarts() *Starts { return &Starts{f: f} }

// Write is s as the store writes it in the use case's transaction.
func (p *Starts) Write(s workflows.Start) store.WorkflowStart {
	if !slices.Contains(p.ids, s.ID) {
		p.ids = append(p.ids, s.ID)
	}
	return store.WorkflowStart{
		WorkflowID: s.ID, WorkflowType: s.Type, Input: s.Input,
		Summary: s.Summary, Details: s.Details, Memo: s.Memo,
		HackathonID: s.Owner.HackathonID, OrganizationID: s.Owner.OrganizationID, OwnerName: s.Owner.Name,
		Rerun: s.Rerun,
	}
}

// Launch starts what was written, after the commit. A start that fails
// stays written for the dispatcher, so the request goes on: it is only
// logged. A start the transaction did not commit is not found, and skipped.
func (p *Starts) Launch(ctx context.Context, st *store.Store) {
	ctx = context.WithoutCancel(ctx)
	for _, id := range p.ids {
		row, claimed, err := st.ClaimWorkflowStart(ctx, id, claimFor)
		if err == nil && claimed {
			err = p.f.dispatch(ctx, st, row, launchTimeout)
		}
		if err != nil {
			slog.WarnContext(ctx, "workflow start left to the dispatcher", "workflow", id, "error", err)
		}
	}
}

// DispatchDueStarts starts what requests wrote before writtenBefore and
// could not start, up to dispatchBatch of them, and says how many started.
// It stops at the first failure: Temporal is most likely down, and the next
// dispatch tries again.
func (f *Flows) DispatchDueStarts(ctx context.Context, st *store.Store, writtenBefore time.Time) (int, error) {
	rows, err := st.ClaimDueWorkflowStarts(ctx, writtenBefore, dispatchBatch, claimFor)
	if err != nil {
		return 0, err
	}
	for i, row := range rows {
		if err := f.dispatch(ctx, st, row, claimFor/2); err != nil {
			for _, rest := range rows[i+1:] {
				_ = st.WorkflowStartFailed(ctx, rest.ID, "", retryAfter)
			}
			return i, err
		}
	}
	return len(rows), nil
}

// dispatch starts a claimed row's workflow and deletes the row; a workflow
// that runs or ran under its ID already counts as started.
func (f *Flows) dispatch(ctx context.Context, st *store.Store, row record.WorkflowStart, timeout time.Duration) error {
	s, err := startOf(row)
	if err == nil {
		startCtx, cancel := context.WithTimeout(ctx, timeout)
		_, err = f.Client.ExecuteWorkflow(startCtx, s.Options(f.TaskQueue), s.Type, s.Input)
		cancel()
	}
	if err == nil || temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		return st.WorkflowStarted(ctx, row.ID)
	}
	if ferr := st.WorkflowStartFailed(ctx, row.ID, err.Error(), retryAfter); ferr != nil {
		slog.WarnContext(ctx, "recording a failed workflow start", "workflow", row.WorkflowID, "error", ferr)
	}
	return err
}

// startOf reads a written start back; its input goes to Temporal as the
// JSON it was written as.
func startOf(row record.WorkflowStart) (workflows.Start, error) {
	var memo map[string]any
	if err := json.Unmarshal(row.Memo, &memo); err != nil {
		return workflows.Start{}, err
	}
	return workflows.Start{
		ID: row.WorkflowID, Type: row.WorkflowType, Input: json.RawMessage(row.Input),
		Summary: row.Summary, Details: row.Details, Memo: memo, Rerun: row.Rerun,
		Owner: workflows.Owner{HackathonID: deref(row.HackathonID), OrganizationID: deref(row.OrganizationID), Name: row.OwnerName},
	}, nil
}

func deref(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}
