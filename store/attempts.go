package store

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store/internal/db"
)

// CountAttempt counts one attempt on key in a sliding window of the given
// length, unless it would take the key over limit attempts; it reports
// whether the attempt was allowed. The count lives in Postgres, so every
// process sharing the database enforces the same limit.
func (s *Store) CountAttempt(ctx context.Context, key string, limit int, window time.Duration, now time.Time) (bool, error) {
	current := now.UTC().Truncate(window)
	elapsed := now.Sub(current)
	return s.q.CountAttempt(ctx, db.CountAttemptParams{
		Key:            key,
		CurrentWindow:  current,
		PreviousWindow: current.Add(-window),
		PreviousWeight: float64(window-elapsed) / float64(window),
		AttemptLimit:   int32(limit),
		ExpiresAt:      current.Add(2 * window),
	})
}

// PurgeExpiredAttempts deletes the counts of windows that no longer count.
func (s *Store) PurgeExpiredAttempts(ctx context.Context) (int64, error) {
	return s.q.PurgeExpiredAttempts(ctx)
}
