package workflows

import (
	"errors"
	"time"

	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

const (
	// DefaultContinueAsNewAfter is how many wake-ups a run handles before it
	// continues as new (unless the server suggests it earlier).
	DefaultContinueAsNewAfter = 50
	// SubmissionReminderLead is how long before submissions close (JUDGING
	// starts) the reminder is sent.
	SubmissionReminderLead = time.Hour

	// Error types with which a run fails: a contract bug between the
	// workflow and the activities, for an operator to look at.
	unknownPhaseErrorType         = "UnknownPhase"
	transitionNotAppliedErrorType = "TransitionNotApplied"
)

// MailHeartbeatTimeout: the activities that send many e-mails heartbeat
// while they run, so that a worker that dies mid-send is noticed after this
// long and the rest sent by another (not after the whole StartToClose).
const MailHeartbeatTimeout = 30 * time.Second

// Activity options. Loading and applying a transition retry until they
// succeed (a Postgres outage only delays the transition); notifications and
// reminders give up after a while so mail trouble never stalls the phases.
var (
	lifecycleRetryPolicy = &temporal.RetryPolicy{
		InitialInterval:        time.Second,
		BackoffCoefficient:     2,
		MaximumInterval:        time.Minute,
		NonRetryableErrorTypes: []string{HackathonNotFoundErrorType},
	}
	lifecycleActivityOptions = workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         lifecycleRetryPolicy,
	}
	notifyActivityOptions = workflow.ActivityOptions{
		StartToCloseTimeout:    2 * time.Minute,
		HeartbeatTimeout:       MailHeartbeatTimeout,
		ScheduleToCloseTimeout: 30 * time.Minute,
		RetryPolicy:            lifecycleRetryPolicy,
	}
)

// HackathonLifecycle moves one hackathon through its phases on the schedule
// stored in Postgres. Start it with ID HackathonLifecycleID(id); after
// editing the timeline send TimelineChangedSignal; AdvanceNowUpdate applies
// the next transition at once; HackathonLifecycleStateQuery reads its state.
// It ends when the hackathon is COMPLETE or no longer exists.
func HackathonLifecycle(ctx workflow.Context, in HackathonLifecycleInput) (HackathonLifecycleResult, error) {
	lc := &lifecycle{
		in:  in,
		log: log.With(workflow.GetLogger(ctx), "HackathonID", in.HackathonID),
		signals: workflow.GetSignalChannelWithOptions(ctx, TimelineChangedSignal, workflow.SignalChannelOptions{
			Description: "The timeline was edited: reload it from Postgres and sleep until the next due phase.",
		}),
		reminderSentFor: in.ReminderSentFor,
	}
	if err := lc.registerHandlers(ctx); err != nil {
		return lc.result(""), err
	}
	ctx = workflow.WithActivityOptions(ctx, lifecycleActivityOptions)
	return lc.run(ctx)
}

// lifecycle is the whole state of one run.
type lifecycle struct {
	in      HackathonLifecycleInput
	log     log.Logger
	signals workflow.ReceiveChannel

	loaded   bool
	timeline LoadHackathonTimelineResult
	memo     string // summary last written with UpsertMemo

	advances []*advanceRequest // accepted advance-now updates, oldest first
	ended    bool

	reminderSentFor  *time.Time // closing time the reminder was sent for
	reminderArmedFor *time.Time // closing time a pending reminder is for

	wakeUps int
}

func (lc *lifecycle) result(ended string) HackathonLifecycleResult {
	return HackathonLifecycleResult{HackathonID: lc.in.HackathonID, Phase: lc.timeline.Phase, Ended: ended}
}

func (lc *lifecycle) run(ctx workflow.Context) (HackathonLifecycleResult, error) {
	if err := lc.reload(ctx); err != nil {
		return lc.stop(ctx, err)
	}
	for {
		if err := lc.step(ctx); err != nil {
			return lc.stop(ctx, err)
		}
		if lc.timeline.Phase == domain.PhaseComplete {
			return lc.finish(ctx, LifecycleEndedComplete)
		}
		if lc.shouldContinueAsNew(ctx) {
			return lc.continueAsNew(ctx)
		}
		if err := lc.wait(ctx); err != nil {
			return lc.stop(ctx, err)
		}
		lc.wakeUps++
	}
}

// step brings the hackathon up to date: reload after timeline edits, run
// advance-now requests, apply every transition that is due (overdue ones
// one by one, in order) and send the submission reminder when it is due.
func (lc *lifecycle) step(ctx workflow.Context) error {
	if lc.drainSignals() > 0 {
		if err := lc.reload(ctx); err != nil {
			return err
		}
	}
	if err := lc.processAdvances(ctx); err != nil {
		return err
	}
	if err := lc.applyDueTransitions(ctx); err != nil {
		return err
	}
	return lc.sendReminderIfDue(ctx)
}

func (lc *lifecycle) shouldContinueAsNew(ctx workflow.Context) bool {
	limit := lc.in.ContinueAsNewAfter
	if limit <= 0 {
		limit = DefaultContinueAsNewAfter
	}
	return lc.wakeUps >= limit || workflow.GetInfo(ctx).GetContinueAsNewSuggested()
}

// continueAsNew finishes the accepted updates, drains the signals (the next
// run reloads the timeline anyway) and continues with the carried state.
func (lc *lifecycle) continueAsNew(ctx workflow.Context) (HackathonLifecycleResult, error) {
	if err := lc.settleHandlers(ctx); err != nil {
		return lc.stop(ctx, err)
	}
	if n := lc.drainSignals(); n > 0 {
		lc.log.Info("Timeline changes drained; the next run reloads", "Signals", n)
	}
	next := HackathonLifecycleInput{
		HackathonID:        lc.in.HackathonID,
		ReminderSentFor:    lc.reminderSentFor,
		ContinueAsNewAfter: lc.in.ContinueAsNewAfter,
	}
	lc.log.Info("Continuing as new", "Phase", lc.timeline.Phase, "WakeUps", lc.wakeUps)
	return lc.result(""), workflow.NewContinueAsNewError(ctx, HackathonLifecycleWorkflowName, next)
}

// finish ends the workflow cleanly once pending updates are answered.
func (lc *lifecycle) finish(ctx workflow.Context, why string) (HackathonLifecycleResult, error) {
	lc.ended = true
	gone := ""
	if why == LifecycleEndedNotFound {
		gone = "The hackathon no longer exists."
	}
	lc.showDetails(ctx, gone)
	if err := lc.settleHandlers(ctx); err != nil && !isNotFound(err) {
		return lc.result(""), err
	}
	lc.drainSignals()
	lc.log.Info("Hackathon lifecycle ended", "Phase", lc.timeline.Phase, "Reason", why)
	return lc.result(why), nil
}

// stop ends the run on an error: cleanly when the hackathon is gone,
// otherwise failing with err.
func (lc *lifecycle) stop(ctx workflow.Context, err error) (HackathonLifecycleResult, error) {
	if isNotFound(err) {
		lc.log.Info("Hackathon not found; ending")
		return lc.finish(ctx, LifecycleEndedNotFound)
	}
	lc.log.Error("Hackathon lifecycle failed", "Error", err)
	return lc.result(""), err
}

func isNotFound(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == HackathonNotFoundErrorType
}
