package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// WorkflowStart is a workflow start a use case writes in its transaction
// (api/flows turns a workflows.Start into one). Input and Memo are
// marshalled to JSON; an owner ID of 0 is none.
type WorkflowStart struct {
	WorkflowID, WorkflowType    string
	Input                       any
	Summary, Details            string
	Memo                        map[string]any
	HackathonID, OrganizationID int64
	OwnerName                   string
	Rerun                       bool
}

// StartOf builds the workflow start a use case writes from the row it
// wrote; nil writes none.
type StartOf[T any] func(T) WorkflowStart

// writeStartOf records the start built from row, if any.
func writeStartOf[T any](ctx context.Context, s *Store, build StartOf[T], row T) error {
	if build == nil {
		return nil
	}
	return s.writeStart(ctx, build(row))
}

// writeStart records ws in the transaction s is bound to.
func (s *Store) writeStart(ctx context.Context, ws WorkflowStart) error {
	input, err := json.Marshal(ws.Input)
	if err != nil {
		return err
	}
	memo, err := json.Marshal(ws.Memo)
	if err != nil {
		return err
	}
	return s.q.WriteWorkflowStart(ctx, db.WriteWorkflowStartParams{
		WorkflowID: ws.WorkflowID, WorkflowType: ws.WorkflowType, Input: input,
		Summary: ws.Summary, Details: ws.Details, Memo: memo,
		HackathonID: ref(ws.HackathonID), OrganizationID: ref(ws.OrganizationID),
		OwnerName: ws.OwnerName, Rerun: ws.Rerun,
	})
}

// ClaimWorkflowStart takes the start written for workflowID for claimFor,
// so that no other dispatcher starts it meanwhile; false when there is none
// or another holds it.
func (s *Store) ClaimWorkflowStart(ctx context.Context, workflowID string, claimFor time.Duration) (record.WorkflowStart, bool, error) {
	ws, err := s.q.ClaimWorkflowStart(ctx, db.ClaimWorkflowStartParams{WorkflowID: workflowID, ClaimSeconds: claimFor.Seconds()})
	if errors.Is(err, pgx.ErrNoRows) {
		return ws, false, nil
	}
	return ws, err == nil, err
}

// ClaimDueWorkflowStarts takes up to limit starts written before
// writtenBefore that nobody holds, oldest first, for claimFor.
func (s *Store) ClaimDueWorkflowStarts(ctx context.Context, writtenBefore time.Time, limit int32, claimFor time.Duration) ([]record.WorkflowStart, error) {
	return s.q.ClaimDueWorkflowStarts(ctx, db.ClaimDueWorkflowStartsParams{
		WrittenBefore: writtenBefore, MaxRows: limit, ClaimSeconds: claimFor.Seconds(),
	})
}

// WorkflowStarted deletes a start whose workflow runs.
func (s *Store) WorkflowStarted(ctx context.Context, id int64) error {
	return s.q.DeleteWorkflowStart(ctx, id)
}

// WorkflowStartFailed releases a claimed start to be tried again after
// retryAfter, keeping why it failed (an empty reason keeps the last one).
func (s *Store) WorkflowStartFailed(ctx context.Context, id int64, reason string, retryAfter time.Duration) error {
	return s.q.FailWorkflowStart(ctx, db.FailWorkflowStartParams{ID: id, LastError: reason, RetrySeconds: retryAfter.Seconds()})
}

// CountWorkflowStarts is how many starts wait, for metrics and tests.
func (s *Store) CountWorkflowStarts(ctx context.Context) (int64, error) {
	return s.q.CountWorkflowStarts(ctx)
}
