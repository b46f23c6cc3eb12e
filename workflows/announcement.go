package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

var announcementActivityOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 2 * time.Minute,
	HeartbeatTimeout:    MailHeartbeatTimeout,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute,
		NonRetryableErrorTypes: []string{AnnouncementNotScheduledErrorType},
	},
}

// announcementRecheck is how long a run waits before asking again when the
// database says the announcement is not due yet at the time it knew (its
// clock runs behind, or a move was not heard of).
const announcementRecheck = time.Second

// Announcement sends one announcement (ID AnnouncementID): it sleeps on a
// durable timer until its time, which EditAnnouncementUpdate and
// AnnouncementMovedSignal (the lifecycle, when the phase it follows moves)
// change, then starts sending, which refuses edits and
// CancelAnnouncementUpdate from then on, and delivers it in batches. Every
// step is idempotent in the database: a retried or resumed run tells
// nobody twice.
func Announcement(ctx workflow.Context, in AnnouncementInput) (AnnouncementState, error) {
	a := &announcement{in: in, state: AnnouncementState{Status: domain.AnnouncementScheduled, AnnouncementSchedule: in.AnnouncementSchedule}}
	if err := a.registerHandlers(ctx); err != nil {
		return a.state, err
	}
	a.showDetails(ctx)
	ctx = workflow.WithActivityOptions(ctx, announcementActivityOptions)
	started, err := a.awaitSending(ctx)
	if err == nil && started {
		err = a.deliver(ctx)
	}
	if err == nil {
		err = workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	}
	a.showDetails(ctx)
	return a.state, err
}

type announcement struct {
	in    AnnouncementInput
	state AnnouncementState
	busy  bool // an edit or cancellation is being written
}

func (a *announcement) ref() AnnouncementRef {
	return AnnouncementRef{AnnouncementID: a.in.AnnouncementID}
}

// take keeps a schedule newer than the one it has.
func (a *announcement) take(s AnnouncementSchedule) {
	if s.Revision > a.state.Revision {
		a.state.AnnouncementSchedule = s
	}
}

// awaitSending sleeps until the send time (starting over whenever it
// changes), then starts sending once no edit is being written. It reports
// false when the announcement was cancelled instead.
func (a *announcement) awaitSending(ctx workflow.Context) (bool, error) {
	for a.state.Status == domain.AnnouncementScheduled {
		if wait := a.state.SendAt.Sub(workflow.Now(ctx)); wait > 0 {
			seen := a.state.Revision
			_, err := workflow.AwaitWithOptions(ctx, workflow.AwaitOptions{
				Timeout:      wait,
				TimerOptions: workflow.TimerOptions{Summary: "until the announcement's send time"},
			}, func() bool { return a.state.Revision != seen || a.state.Status != domain.AnnouncementScheduled })
			if err != nil {
				return false, err
			}
			continue
		}
		if err := workflow.Await(ctx, func() bool { return !a.busy }); err != nil {
			return false, err
		}
		if a.state.Status != domain.AnnouncementScheduled || a.state.SendAt.After(workflow.Now(ctx)) {
			continue // cancelled or moved while an edit was written
		}
		if err := a.begin(ctx); err != nil {
			return false, err
		}
	}
	return a.state.Status != domain.AnnouncementCancelled, nil
}

// begin asks the database to start sending. Until it answers, the status
// is SENDING so that edits are refused; a not-due answer goes back to
// sleep on the schedule it gives.
func (a *announcement) begin(ctx workflow.Context) error {
	known := a.state.AnnouncementSchedule
	a.state.Status = domain.AnnouncementSending
	a.showDetails(ctx)
	var res BeginAnnouncementResult
	if err := workflow.ExecuteActivity(ctx, BeginAnnouncementActivity, a.ref()).Get(ctx, &res); err != nil {
		return err
	}
	a.state.Status, a.state.Recipients = res.Status, res.Recipients
	a.take(res.AnnouncementSchedule)
	if res.Status == domain.AnnouncementScheduled && a.state.AnnouncementSchedule == known {
		return workflow.Sleep(ctx, announcementRecheck)
	}
	return nil
}

// deliver sends batch after batch until nobody waits, then marks it SENT.
func (a *announcement) deliver(ctx workflow.Context) error {
	for a.state.Status == domain.AnnouncementSending {
		a.showDetails(ctx)
		var res DeliverAnnouncementResult
		if err := workflow.ExecuteActivity(ctx, DeliverAnnouncementBatchActivity, a.ref()).Get(ctx, &res); err != nil {
			return err
		}
		a.state.AnnouncementProgress = res.AnnouncementProgress
		if res.Done {
			if err := workflow.ExecuteActivity(ctx, FinishAnnouncementActivity, a.ref()).Get(ctx, nil); err != nil {
				return err
			}
			a.state.Status = domain.AnnouncementSent
		}
	}
	return nil
}

func (a *announcement) registerHandlers(ctx workflow.Context) error {
	err := workflow.SetQueryHandlerWithOptions(ctx, AnnouncementStateQuery, func() (AnnouncementState, error) { return a.state, nil },
		workflow.QueryHandlerOptions{Description: "The announcement's status, send time (with its revision) and delivery counters."})
	if err != nil {
		return err
	}
	moved := workflow.GetSignalChannelWithOptions(ctx, AnnouncementMovedSignal, workflow.SignalChannelOptions{
		Description: "The phase it follows moved: the new send time, applied unless an edit wrote a newer one.",
	})
	workflow.Go(ctx, func(ctx workflow.Context) {
		for {
			var m AnnouncementMove
			moved.Receive(ctx, &m)
			if a.state.Status == domain.AnnouncementScheduled {
				a.take(m.AnnouncementSchedule)
				a.showDetails(ctx)
			}
		}
	})
	err = workflow.SetUpdateHandlerWithOptions(ctx, EditAnnouncementUpdate, a.edit, workflow.UpdateHandlerOptions{
		Validator:   func(AnnouncementEdit) error { return a.scheduled() },
		Description: "An organizer changes the text, audience or time; refused once sending has started.",
	})
	if err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, CancelAnnouncementUpdate, a.cancel, workflow.UpdateHandlerOptions{
		Validator:   a.scheduled,
		Description: "An organizer cancels it; refused once sending has started.",
	})
}

// scheduled refuses a change unless the announcement is still scheduled.
func (a *announcement) scheduled() error {
	if a.state.Status != domain.AnnouncementScheduled {
		return temporal.NewApplicationError(
			fmt.Sprintf("the announcement is %s, so it can no longer change", a.state.Status), AnnouncementNotScheduledErrorType)
	}
	return nil
}

func (a *announcement) edit(ctx workflow.Context, in AnnouncementEdit) (AnnouncementState, error) {
	err := a.write(ctx, func(ctx workflow.Context) error {
		var s AnnouncementSchedule
		err := workflow.ExecuteActivity(ctx, EditAnnouncementActivity, EditAnnouncementInput{
			AnnouncementID: a.in.AnnouncementID, HackathonID: a.in.HackathonID, AnnouncementEdit: in,
		}).Get(ctx, &s)
		if err == nil {
			a.in.Audience = in.Audience
			a.take(s)
		}
		return err
	})
	return a.state, err
}

func (a *announcement) cancel(ctx workflow.Context) (AnnouncementState, error) {
	err := a.write(ctx, func(ctx workflow.Context) error {
		err := workflow.ExecuteActivity(ctx, CancelAnnouncementActivity, a.ref()).Get(ctx, nil)
		if err == nil {
			a.state.Status = domain.AnnouncementCancelled
		}
		return err
	})
	return a.state, err
}

// write runs one edit or cancellation at a time, while it is still
// scheduled: sending does not start while one is written.
func (a *announcement) write(ctx workflow.Context, fn func(workflow.Context) error) error {
	if err := workflow.Await(ctx, func() bool { return !a.busy }); err != nil {
		return err
	}
	if err := a.scheduled(); err != nil {
		return err
	}
	a.busy = true
	defer func() {
		a.busy = false
		a.showDetails(ctx)
	}()
	return fn(workflow.WithActivityOptions(ctx, announcementActivityOptions))
}

// showDetails sets the run's current details (details.go).
func (a *announcement) showDetails(ctx workflow.Context) {
	workflow.SetCurrentDetails(ctx, a.details())
}

func (a *announcement) details() string {
	p := a.state.AnnouncementProgress
	switch a.state.Status {
	case domain.AnnouncementScheduled:
		return fmt.Sprintf("Scheduled for %s (revision %d).", detailTime(a.state.SendAt), a.state.Revision)
	case domain.AnnouncementSending:
		return fmt.Sprintf("Sending: %d of %d delivered, %d failed.", p.Sent, p.Recipients, p.Failed)
	case domain.AnnouncementSent:
		return fmt.Sprintf("Sent: %d of %d delivered, %d failed.", p.Sent, p.Recipients, p.Failed)
	}
	return "Cancelled."
}
