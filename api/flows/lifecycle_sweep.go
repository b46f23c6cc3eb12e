package flows

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// staleBatch is how many marked hackathons one sweep re-attaches at most.
const staleBatch = 100

// AttachLifecycleAfterWrite attaches the lifecycle of a hackathon just
// written and clears the write's mark (store/lifecycle.go). If Temporal is
// down the mark stays, and ReattachStaleLifecycles catches up later.
func (f *Flows) AttachLifecycleAfterWrite(ctx context.Context, st *store.Store, h record.Hackathon, organizationName, reason string) error {
	if err := f.AttachHackathonLifecycle(ctx, h, organizationName, reason); err != nil {
		return err
	}
	return st.LifecycleAttached(ctx, h)
}

// ReattachStaleLifecycles attaches the workflows of hackathons written to
// more than grace ago whose workflows have not heard of it, up to staleBatch
// of them, and says how many. A COMPLETE hackathon's workflow has ended for
// good: its mark is only cleared. It stops at the first failure: Temporal is
// most likely down, and the next sweep tries again.
func (f *Flows) ReattachStaleLifecycles(ctx context.Context, st *store.Store, grace time.Duration) (int, error) {
	stale, err := st.StaleLifecycles(ctx, time.Now().Add(-grace), staleBatch)
	if err != nil {
		return 0, err
	}
	for i, s := range stale {
		if s.Hackathon.Phase == domain.PhaseComplete {
			err = st.LifecycleAttached(ctx, s.Hackathon)
		} else {
			err = f.AttachLifecycleAfterWrite(ctx, st, s.Hackathon, s.OrganizationName, "re-attached")
		}
		if err != nil {
			return i, err
		}
	}
	return len(stale), nil
}
