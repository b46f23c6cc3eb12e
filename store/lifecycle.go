package store

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// A hackathon's lifecycle workflow must hear of every write to its dates
// and settings. The write marks the hackathon (lifecycle_stale_since) in its
// own transaction; signalling the workflow clears the mark. A write made
// while Temporal was down stays marked until a sweep re-attaches it.

// StaleLifecycle is a hackathon whose workflow has not heard of a write,
// with its organization's name (the workflow's memo).
type StaleLifecycle = db.StaleLifecyclesRow

// StaleLifecycles lists up to max hackathons marked before the given time,
// the oldest mark first.
func (s *Store) StaleLifecycles(ctx context.Context, before time.Time, max int32) ([]StaleLifecycle, error) {
	return s.q.StaleLifecycles(ctx, db.StaleLifecyclesParams{Before: before, Max: max})
}

// LifecycleAttached clears the mark of h once its workflow heard of the
// writes up to h.LifecycleStaleSince; a later write keeps its own mark.
func (s *Store) LifecycleAttached(ctx context.Context, h record.Hackathon) error {
	if h.LifecycleStaleSince == nil {
		return nil
	}
	return s.q.MarkLifecycleAttached(ctx, db.MarkLifecycleAttachedParams{ID: h.ID, StaleSince: h.LifecycleStaleSince})
}
