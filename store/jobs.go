package store

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// JobFilter chooses the jobs OperatorJobs lists.
type JobFilter struct {
	// HackathonID: that hackathon's jobs; nil for every hackathon's.
	HackathonID *int64
	StuckOnly   bool
	// Limit: at most this many, up to domain.MaxJobs.
	Limit int
	// Now is when "running too long" is measured from; zero: the clock's now.
	Now time.Time
}

// OperatorJobs lists the workflows' business records as jobs, stuck ones
// first, then by their latest progress (store/queries/jobs.sql says which
// rows and when each is stuck).
func (s *Store) OperatorJobs(ctx context.Context, f JobFilter) ([]record.Job, error) {
	now := f.Now
	if now.IsZero() {
		now = time.Now()
	}
	limit := f.Limit
	if limit <= 0 || limit > domain.MaxJobs {
		limit = domain.MaxJobs
	}
	return s.q.OperatorJobs(ctx, db.OperatorJobsParams{
		HackathonID:   f.HackathonID,
		StuckOnly:     f.StuckOnly,
		StaleBefore:   now.Add(-domain.LifecycleStuckAfter),
		RunningBefore: now.Add(-domain.JobStuckAfter),
		MaxJobs:       int32(limit),
	})
}
