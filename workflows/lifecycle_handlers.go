package workflows

import (
	"errors"
	"fmt"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

type advanceRequest struct {
	expected domain.Phase
	done     bool
	phase    domain.Phase
	err      error
}

func (lc *lifecycle) registerHandlers(ctx workflow.Context) error {
	err := workflow.SetQueryHandlerWithOptions(ctx, HackathonLifecycleStateQuery, lc.state, workflow.QueryHandlerOptions{
		Description: "The current phase, the next phase and when it is due, and when the submission reminder goes.",
	})
	if err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, AdvanceNowUpdate, lc.advanceNow, workflow.UpdateHandlerOptions{
		Validator:   lc.validateAdvanceNow,
		Description: "Apply the next phase now (an organizer's \"advance now\"); refused unless ExpectedPhase is the current phase.",
	})
}

func (lc *lifecycle) state() (HackathonLifecycleState, error) {
	next, due := lc.nextTransition()
	return HackathonLifecycleState{
		Phase:         lc.timeline.Phase,
		NextPhase:     next,
		NextDueAt:     due,
		ReminderDueAt: lc.reminderAt(),
	}, nil
}

// validateAdvanceNow rejects an advance the workflow already knows to be
// wrong. It must not change state.
func (lc *lifecycle) validateAdvanceNow(_ workflow.Context, in AdvanceNowInput) error {
	if in.ExpectedPhase == "" {
		return temporal.NewApplicationError("expectedPhase is required", PhaseMismatchErrorType)
	}
	if !lc.loaded {
		return nil // checked again when the main loop runs it
	}
	return lc.checkAdvance(in.ExpectedPhase)
}

// advanceNow queues the request for the main loop, which owns all
// transitions, and waits for its outcome.
func (lc *lifecycle) advanceNow(ctx workflow.Context, in AdvanceNowInput) (AdvanceNowResult, error) {
	req := &advanceRequest{expected: in.ExpectedPhase}
	lc.advances = append(lc.advances, req)
	if err := workflow.Await(ctx, func() bool { return req.done }); err != nil {
		return AdvanceNowResult{}, err
	}
	return AdvanceNowResult{Phase: req.phase}, req.err
}

func (lc *lifecycle) checkAdvance(expected domain.Phase) error {
	current := lc.timeline.Phase
	if lc.ended {
		return temporal.NewApplicationError("the hackathon lifecycle has ended", NoNextPhaseErrorType)
	}
	if current == domain.PhaseComplete {
		return temporal.NewApplicationError("the hackathon is complete: there is no next phase", NoNextPhaseErrorType)
	}
	if expected != current {
		return temporal.NewApplicationError(
			fmt.Sprintf("the hackathon is in phase %s, not %s", current, expected), PhaseMismatchErrorType)
	}
	if _, ok := domain.Next(current, lc.timeline.HasPopularVote); !ok {
		return temporal.NewApplicationError(fmt.Sprintf("no phase follows %s", current), NoNextPhaseErrorType)
	}
	return nil
}

// processAdvances runs the queued advance-now requests in order. A request
// whose expected phase is no longer current fails (double click). An
// activity error is returned as well, since it ends the run.
func (lc *lifecycle) processAdvances(ctx workflow.Context) error {
	for len(lc.advances) > 0 {
		req := lc.advances[0]
		lc.advances = lc.advances[1:]
		req.err = lc.checkAdvance(req.expected)
		if req.err == nil {
			next, _ := domain.Next(lc.timeline.Phase, lc.timeline.HasPopularVote)
			lc.log.Info("Advancing now", "From", lc.timeline.Phase, "To", next)
			req.err = lc.applyTransition(ctx, next, workflow.Now(ctx))
		}
		req.phase, req.done = lc.timeline.Phase, true
		if req.err != nil && !isRefusal(req.err) {
			return req.err
		}
	}
	return nil
}

// settleHandlers resolves every accepted update and waits until all update
// handlers have returned, so none is cut off by continue-as-new or the end.
func (lc *lifecycle) settleHandlers(ctx workflow.Context) error {
	for {
		if err := lc.processAdvances(ctx); err != nil {
			return err
		}
		err := workflow.Await(ctx, func() bool {
			return len(lc.advances) > 0 || workflow.AllHandlersFinished(ctx)
		})
		if err != nil {
			return err
		}
		if len(lc.advances) == 0 {
			return nil
		}
	}
}

// drainSignals consumes every buffered timeline-changed signal and returns
// how many there were. One reload covers them all.
func (lc *lifecycle) drainSignals() int {
	n := 0
	var in TimelineChangedInput
	for lc.signals.ReceiveAsync(&in) {
		n++
		lc.log.Info("Timeline changed", "Reason", in.Reason)
	}
	return n
}

// isRefusal reports whether err is an advance-now refused by checkAdvance
// (answered to the caller) rather than an activity failure (which ends the
// run: the activities retry until they succeed or fail for good).
func isRefusal(err error) bool {
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) {
		return false
	}
	return appErr.Type() == PhaseMismatchErrorType || appErr.Type() == NoNextPhaseErrorType
}
