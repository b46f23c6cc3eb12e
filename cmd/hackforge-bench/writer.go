package main

import (
	"context"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/hackforge/hackforge/store"
)

// backgroundWriter commits rows that neither measured query reads while a
// scenario runs: bench users joining hackathons that are neither the detail
// hackathon nor on the first discover page, one transaction per join, from
// this process, as another process would while `serve` answers.
type backgroundWriter struct {
	st         *store.Store
	users      []int64
	hackathons []int64
	next       atomic.Int64 // joins attempted so far: picks the next pair
}

// maxWritesInFlight lets a slow commit not hold the pace back.
const maxWritesInFlight = 32

// run commits perSecond joins until ctx ends and returns how many committed
// and the first error. A tick that finds every writer busy is skipped, so the
// committed count shows the rate the database really took.
func (w *backgroundWriter) run(ctx context.Context, perSecond int) (int64, error) {
	if perSecond == 0 {
		return 0, nil
	}
	var (
		committed atomic.Int64
		writers   errgroup.Group
	)
	writers.SetLimit(maxWritesInFlight)
	tick := time.NewTicker(time.Second / time.Duration(perSecond))
	defer tick.Stop()
	for ctx.Err() == nil {
		select {
		case <-ctx.Done():
		case <-tick.C:
			writers.TryGo(func() error {
				// A context of its own: a join under way when the scenario ends still commits.
				if err := w.write(context.WithoutCancel(ctx)); err != nil {
					return err
				}
				committed.Add(1)
				return nil
			})
		}
	}
	err := writers.Wait()
	return committed.Load(), err
}

// write makes a user join the next hackathon, round the list; a pair that
// already exists is rewritten, which is a committed write all the same.
func (w *backgroundWriter) write(ctx context.Context) error {
	n := w.next.Add(1)
	hackathon := w.hackathons[n%int64(len(w.hackathons))]
	user := w.users[(n/int64(len(w.hackathons)))%int64(len(w.users))]
	_, err := w.st.JoinHackathon(ctx, hackathon, user)
	return err
}
