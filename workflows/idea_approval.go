package workflows

import (
	"cmp"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

var ideaApprovalActivityOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 30 * time.Second,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute,
		NonRetryableErrorTypes: []string{IdeaGoneErrorType, IdeaApprovalNotPendingErrorType},
	},
}

// IdeaApproval follows the approval of one idea, started with ID
// IdeaApprovalID(idea): it tells the organizers an idea waits, e-mails them
// a reminder once RemindAfter has passed without a decision, and waits for
// DecideIdeaUpdate. APPROVED and REJECTED end it; CHANGES_REQUESTED waits
// for ResubmitIdeaUpdate from the idea's creator, which starts the wait
// over (a new request and a new reminder). A deleted idea ends it.
func IdeaApproval(ctx workflow.Context, in IdeaApprovalInput) (IdeaApprovalState, error) {
	a := &ideaApproval{in: in, state: IdeaApprovalState{State: cmp.Or(in.State, domain.ApprovalPending), Round: 1}, since: workflow.Now(ctx)}
	a.showDetails(ctx)
	if err := a.registerHandlers(ctx); err != nil {
		return a.state, err
	}
	ctx = workflow.WithActivityOptions(ctx, ideaApprovalActivityOptions)
	for {
		if a.state.State == domain.ApprovalPending {
			if err := a.awaitDecision(ctx); err != nil {
				if isIdeaGone(err) {
					return a.state, nil
				}
				return a.state, err
			}
		}
		if a.state.State != domain.ApprovalChangesRequested {
			break
		}
		if err := workflow.Await(ctx, func() bool { return a.state.State == domain.ApprovalPending && !a.busy }); err != nil {
			return a.state, err
		}
	}
	err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	workflow.GetLogger(ctx).Info("Idea approval ended", "State", a.state.State)
	return a.state, err
}

type ideaApproval struct {
	in    IdeaApprovalInput
	state IdeaApprovalState
	busy  bool // a decision or resubmission is being recorded

	// For the details only (idea_approval_details.go).
	since    time.Time // when the approval entered its state (or this run started)
	remindAt time.Time // when the organizers are reminded this round; zero: not yet known
	reminded bool      // they were, this round
}

// awaitDecision tells the organizers of the current round, reminds them
// once after RemindAfter, and returns once the round was decided.
func (a *ideaApproval) awaitDecision(ctx workflow.Context) error {
	round := NotifyIdeaApprovalInput{IdeaApprovalInput: a.in, Round: a.state.Round}
	if err := workflow.ExecuteActivity(ctx, NotifyIdeaApprovalRequestActivity, round).Get(ctx, nil); err != nil {
		return err
	}
	decided := func() bool { return a.state.State != domain.ApprovalPending && !a.busy }
	a.remindAt, a.reminded = workflow.Now(ctx).Add(a.in.RemindAfter.Std()), false
	a.showDetails(ctx)
	ok, err := workflow.AwaitWithOptions(ctx, workflow.AwaitOptions{
		Timeout:      a.in.RemindAfter.Std(),
		TimerOptions: workflow.TimerOptions{Summary: "until the approval reminder"},
	}, decided)
	if err != nil || ok {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, SendIdeaApprovalReminderActivity, round).Get(ctx, nil); err != nil {
		if isIdeaGone(err) {
			return err
		}
		workflow.GetLogger(ctx).Warn("Approval reminder not sent", "Error", err)
	} else {
		a.state.RemindersSent++
		a.reminded = true
		a.showDetails(ctx)
	}
	return workflow.Await(ctx, decided)
}

func (a *ideaApproval) registerHandlers(ctx workflow.Context) error {
	err := workflow.SetQueryHandlerWithOptions(ctx, IdeaApprovalStateQuery, func() (IdeaApprovalState, error) { return a.state, nil },
		workflow.QueryHandlerOptions{Description: "The approval's state, its round (one more per resubmission) and how many reminders went."})
	if err != nil {
		return err
	}
	err = workflow.SetUpdateHandlerWithOptions(ctx, DecideIdeaUpdate, a.decide, workflow.UpdateHandlerOptions{
		Validator:   a.validateDecision,
		Description: "An organizer approves, rejects or asks for changes; refused for anyone else and unless the approval is pending.",
	})
	if err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, ResubmitIdeaUpdate, a.resubmit, workflow.UpdateHandlerOptions{
		Validator:   a.validateResubmission,
		Description: "The idea's creator resubmits after changes were asked for, which starts the wait over.",
	})
}

// validateDecision refuses anyone but an organizer, a state that is not a
// decision, and an approval that is not PENDING. It changes nothing.
func (a *ideaApproval) validateDecision(in IdeaDecision) error {
	if !in.IsOrganizer {
		return temporal.NewApplicationError("only the hackathon's organizers decide on ideas", IdeaApprovalForbiddenErrorType)
	}
	if !in.State.Decision() {
		return temporal.NewApplicationError("choose APPROVED, REJECTED or CHANGES_REQUESTED", IdeaApprovalNotPendingErrorType)
	}
	return a.expect(domain.ApprovalPending)
}

func (a *ideaApproval) validateResubmission(in IdeaResubmission) error {
	if in.UserID != a.in.CreatorID {
		return temporal.NewApplicationError("only the idea's creator resubmits it", IdeaApprovalForbiddenErrorType)
	}
	return a.expect(domain.ApprovalChangesRequested)
}

func (a *ideaApproval) expect(s domain.ApprovalState) error {
	if a.busy || a.state.State != s {
		return temporal.NewApplicationError("the approval is "+a.state.State.DisplayName()+", not "+s.DisplayName(), IdeaApprovalNotPendingErrorType)
	}
	return nil
}

func (a *ideaApproval) decide(ctx workflow.Context, in IdeaDecision) (IdeaApprovalState, error) {
	if err := a.validateDecision(in); err != nil {
		return a.state, err
	}
	return a.record(ctx, in.State, in.Comment, in.UserID)
}

func (a *ideaApproval) resubmit(ctx workflow.Context, in IdeaResubmission) (IdeaApprovalState, error) {
	if err := a.validateResubmission(in); err != nil {
		return a.state, err
	}
	state, err := a.record(ctx, domain.ApprovalPending, "", in.UserID)
	if err == nil {
		a.state.Round++
		state = a.state
	}
	return state, err
}

// record writes the change through RecordIdeaDecisionActivity, then takes it.
func (a *ideaApproval) record(ctx workflow.Context, to domain.ApprovalState, comment string, userID int64) (IdeaApprovalState, error) {
	a.busy = true
	a.showDetails(ctx)
	defer func() {
		a.busy = false
		a.showDetails(ctx)
	}()
	in := RecordIdeaDecisionInput{IdeaApprovalInput: a.in, From: a.state.State, To: to, Comment: comment, UserID: userID}
	ctx = workflow.WithActivityOptions(ctx, ideaApprovalActivityOptions)
	if err := workflow.ExecuteActivity(ctx, RecordIdeaDecisionActivity, in).Get(ctx, nil); err != nil {
		return a.state, err
	}
	a.state.State, a.since = to, workflow.Now(ctx)
	return a.state, nil
}

func isIdeaGone(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == IdeaGoneErrorType
}
