package workflows

import (
	"errors"
	"fmt"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
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
		in:              in,
		log:             log.With(workflow.GetLogger(ctx), "HackathonID", in.HackathonID),
		signals:         workflow.GetSignalChannel(ctx, TimelineChangedSignal),
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

type advanceRequest struct {
	expected domain.Phase
	done     bool
	phase    domain.Phase
	err      error
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

// --- handlers ---------------------------------------------------------------

func (lc *lifecycle) registerHandlers(ctx workflow.Context) error {
	if err := workflow.SetQueryHandler(ctx, HackathonLifecycleStateQuery, lc.state); err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, AdvanceNowUpdate, lc.advanceNow,
		workflow.UpdateHandlerOptions{Validator: lc.validateAdvanceNow})
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

// --- timeline and transitions ------------------------------------------------

func (lc *lifecycle) reload(ctx workflow.Context) error {
	var tl LoadHackathonTimelineResult
	err := workflow.ExecuteActivity(ctx, LoadHackathonTimelineActivity,
		LoadHackathonTimelineInput{HackathonID: lc.in.HackathonID}).Get(ctx, &tl)
	if err != nil {
		return err
	}
	if !tl.Phase.Valid() {
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("hackathon %d has unknown phase %q", lc.in.HackathonID, tl.Phase), unknownPhaseErrorType, nil)
	}
	lc.timeline, lc.loaded = tl, true
	lc.log.Info("Timeline loaded", "Phase", tl.Phase)
	lc.upsertMemo(ctx)
	return nil
}

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

func (lc *lifecycle) applyDueTransitions(ctx workflow.Context) error {
	for {
		next, due := lc.nextTransition()
		if next == "" || due == nil || due.After(workflow.Now(ctx)) {
			return nil
		}
		if err := lc.applyTransition(ctx, next, *due); err != nil {
			return err
		}
	}
}

// applyTransition moves the hackathon from its current phase to `to`
// (conditionally, in the activity) and notifies. If the phase had moved to
// something else meanwhile, it reloads the timeline instead.
func (lc *lifecycle) applyTransition(ctx workflow.Context, to domain.Phase, dueAt time.Time) error {
	from := lc.timeline.Phase
	var res ApplyPhaseTransitionResult
	err := workflow.ExecuteActivity(ctx, ApplyPhaseTransitionActivity, ApplyPhaseTransitionInput{
		HackathonID: lc.in.HackathonID, From: from, To: to, DueAt: dueAt,
	}).Get(ctx, &res)
	if err != nil {
		return err
	}
	switch res.Phase {
	case to:
		lc.timeline.Phase = to
		lc.log.Info("Phase changed", "From", from, "To", to, "DueAt", dueAt, "Applied", res.Applied)
		lc.upsertMemo(ctx)
		lc.notify(ctx, to, dueAt)
		return nil
	case from:
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("%s did not move hackathon %d from %s to %s", ApplyPhaseTransitionActivity, lc.in.HackathonID, from, to),
			transitionNotAppliedErrorType, nil)
	default:
		lc.log.Warn("Phase moved meanwhile; reloading", "Expected", from, "Found", res.Phase)
		return lc.reload(ctx)
	}
}

// notify sends the phase-change notifications. A failure is logged, not
// returned: the phase has changed and the schedule must go on.
func (lc *lifecycle) notify(ctx workflow.Context, phase domain.Phase, dueAt time.Time) {
	actx := workflow.WithActivityOptions(ctx, notifyActivityOptions)
	var res NotifyPhaseChangeResult
	err := workflow.ExecuteActivity(actx, NotifyPhaseChangeActivity, NotifyPhaseChangeInput{
		HackathonID: lc.in.HackathonID, Phase: phase, DueAt: dueAt,
	}).Get(actx, &res)
	if err != nil {
		lc.log.Error("Phase change notifications failed", "Phase", phase, "Error", err)
	}
	if phase == domain.PhaseRegistrationOpen {
		lc.startCheckInCodes(ctx)
	}
}

// checkInCodesChange versions the start of CheckInCodes when registration
// opens: histories recorded before it replay without it.
const checkInCodesChange = "check-in-codes"

// startCheckInCodes starts the child workflow that e-mails every participant
// their check-in code, without waiting for the e-mails (mail trouble must
// not hold up the phases); a failure to start is logged.
func (lc *lifecycle) startCheckInCodes(ctx workflow.Context) {
	if workflow.GetVersion(ctx, checkInCodesChange, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return
	}
	cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID:        CheckInCodesID(lc.in.HackathonID, 0),
		ParentClosePolicy: enumspb.PARENT_CLOSE_POLICY_ABANDON,
		Memo:              map[string]any{"summary": fmt.Sprintf("Check-in code e-mails: %s (hackathon %d)", lc.timeline.Name, lc.in.HackathonID)},
	})
	child := workflow.ExecuteChildWorkflow(cctx, CheckInCodesWorkflowName, CheckInCodesInput{HackathonID: lc.in.HackathonID})
	if err := child.GetChildWorkflowExecution().Get(cctx, nil); err != nil {
		lc.log.Error("Check-in codes not started", "Error", err)
	}
}

// --- submission reminder -----------------------------------------------------

// armReminder keeps reminderArmedFor in step with the timeline: the
// reminder is armed for the next JUDGING start when that start is known,
// not reminded yet, and the reminder time was still in the future when it
// was first seen. A rescheduled JUDGING re-arms it for the new time.
func (lc *lifecycle) armReminder(now time.Time) {
	next, closesAt := lc.nextTransition()
	switch {
	case next != domain.PhaseJudging || closesAt == nil || sameTime(lc.reminderSentFor, closesAt):
		lc.reminderArmedFor = nil
	case sameTime(lc.reminderArmedFor, closesAt):
		// still armed for this closing time
	case closesAt.Add(-SubmissionReminderLead).After(now):
		t := *closesAt
		lc.reminderArmedFor = &t
	default:
		lc.reminderArmedFor = nil // less than the lead time left: no reminder
	}
}

// reminderAt is when the pending reminder is due, or nil.
func (lc *lifecycle) reminderAt() *time.Time {
	if lc.reminderArmedFor == nil {
		return nil
	}
	t := lc.reminderArmedFor.Add(-SubmissionReminderLead)
	return &t
}

func (lc *lifecycle) sendReminderIfDue(ctx workflow.Context) error {
	now := workflow.Now(ctx)
	lc.armReminder(now)
	at := lc.reminderAt()
	if at == nil || now.Before(*at) {
		return nil
	}
	closesAt := *lc.reminderArmedFor
	actx := workflow.WithActivityOptions(ctx, notifyActivityOptions)
	var res SendSubmissionReminderResult
	err := workflow.ExecuteActivity(actx, SendSubmissionReminderActivity, SendSubmissionReminderInput{
		HackathonID: lc.in.HackathonID, ClosesAt: closesAt,
	}).Get(actx, &res)
	if err != nil {
		if isNotFound(err) || temporal.IsCanceledError(err) {
			return err
		}
		lc.log.Error("Submission reminder failed", "ClosesAt", closesAt, "Error", err)
	} else {
		lc.log.Info("Submission reminder sent", "ClosesAt", closesAt, "Emails", res.Emails)
	}
	lc.reminderSentFor, lc.reminderArmedFor = &closesAt, nil
	return nil
}

// --- waiting, continue-as-new and the end ------------------------------------

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

// --- helpers -------------------------------------------------------------------

func isNotFound(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == HackathonNotFoundErrorType
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

func sameTime(a, b *time.Time) bool {
	return a != nil && b != nil && a.Equal(*b)
}

func (lc *lifecycle) upsertMemo(ctx workflow.Context) {
	tl := lc.timeline
	memo := HackathonLifecycleMemo(lc.in.HackathonID, tl.Name, tl.OrganizationName, tl.Phase)
	summary, _ := memo["summary"].(string)
	if summary == lc.memo {
		return
	}
	if err := workflow.UpsertMemo(ctx, memo); err != nil {
		lc.log.Warn("Memo not updated", "Error", err)
		return
	}
	lc.memo = summary
}
