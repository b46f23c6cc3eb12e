package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// nextTransition is the next enabled phase and its scheduled start (nil
// when not scheduled); "" at COMPLETE.
func (lc *lifecycle) nextTransition() (domain.Phase, *time.Time) {
	if !lc.loaded {
		return "", nil
	}
	next, ok := domain.Next(lc.timeline.Phase, lc.timeline.HasPopularVote)
	if !ok {
		return "", nil
	}
	return next, domain.StartsAtOf(lc.timeline.Transitions, next)
}

// wakeAt is the earliest of the next due transition and the pending
// reminder, or nil when nothing is scheduled.
func (lc *lifecycle) wakeAt() (*time.Time, string) {
	next, due := lc.nextTransition()
	wake, why := due, "until "+string(next)
	if at := lc.reminderAt(); at != nil && (wake == nil || at.Before(*wake)) {
		wake, why = at, "until submission reminder"
	}
	return wake, why
}

// wait sleeps on a durable timer until the next due time, or until a
// timeline-changed signal or an advance-now update arrives.
func (lc *lifecycle) wait(ctx workflow.Context) error {
	lc.showDetails(ctx, "")
	woken := func() bool { return lc.signals.Len() > 0 || len(lc.advances) > 0 }
	wake, why := lc.wakeAt()
	if wake == nil {
		lc.log.Debug("Nothing scheduled; waiting for a timeline change")
		return workflow.Await(ctx, woken)
	}
	d := wake.Sub(workflow.Now(ctx))
	if d <= 0 {
		return nil
	}
	lc.log.Debug("Sleeping", "Until", *wake, "Reason", why)
	_, err := workflow.AwaitWithOptions(ctx, workflow.AwaitOptions{
		Timeout:      d,
		TimerOptions: workflow.TimerOptions{Summary: why},
	}, woken)
	return err
}
