package workflows

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

// Activity options. An e-mail is retried with back-off for DeliverWithin and
// then counts as failed (the invite still waits for its answer); answers,
// revocations and the expiry are retried until Postgres records them.
var (
	inviteRetryPolicy = &temporal.RetryPolicy{
		InitialInterval:        time.Second,
		BackoffCoefficient:     2,
		MaximumInterval:        time.Minute,
		NonRetryableErrorTypes: []string{InviteClosedErrorType},
	}
	recordInviteOptions = workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         inviteRetryPolicy,
	}
)

func deliverInviteOptions(within time.Duration) workflow.ActivityOptions {
	return workflow.ActivityOptions{
		StartToCloseTimeout:    30 * time.Second,
		ScheduleToCloseTimeout: within,
		RetryPolicy:            inviteRetryPolicy,
	}
}

// Invite follows one round of one invite, started with ID InviteID(kind,
// uid): it e-mails the invitee, reminds them once at RemindAt and closes the
// round as EXPIRED at ExpiresAt, unless AnswerInviteUpdate or
// RevokeInviteUpdate closed it first. ResendInviteUpdate e-mails again;
// InviteStateQuery reads its state. It ends when the round is closed.
func Invite(ctx workflow.Context, in InviteInput) (InviteOutcome, error) {
	iv := &invite{
		in:    in,
		log:   log.With(workflow.GetLogger(ctx), "UID", in.UID, "Round", in.Round),
		state: InviteState{Status: domain.InvitePending, Delivery: domain.DeliverySending},

		sendingSince: workflow.Now(ctx),
	}
	// E-mails still retrying when the round closes are given up.
	iv.sendCtx, iv.stopSending = workflow.WithCancel(ctx)
	if err := iv.registerHandlers(ctx); err != nil {
		return iv.outcome(), err
	}
	err := iv.run(ctx)
	iv.stopSending()
	if err != nil {
		return iv.outcome(), err
	}
	err = workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	iv.log.Info("Invite ended", "Status", iv.state.Status)
	return iv.outcome(), err
}

// invite is the whole state of one run.
type invite struct {
	in    InviteInput
	log   log.Logger
	state InviteState

	closing bool // an answer, revocation or the expiry is being recorded
	ended   bool // the round is closed: nothing is left to do
	newest  int  // the Send number of the newest e-mail that is not the reminder

	// For the details only (invite_details.go).
	sendingSince time.Time // when the newest e-mail was asked for
	failure      string    // why it could not be delivered
	remindAt     time.Time // when the reminder goes; zero: none

	sendCtx     workflow.Context
	stopSending workflow.CancelFunc
}

func (iv *invite) outcome() InviteOutcome { return InviteOutcome{Status: iv.state.Status} }

// open: the round may still be answered, revoked or resent.
func (iv *invite) open() bool { return !iv.ended && !iv.closing }

func (iv *invite) run(ctx workflow.Context) error {
	iv.send(false)
	// A run started after RemindAt (a lost workflow started again by a
	// resend) has just sent an e-mail: no reminder on its heels.
	if iv.in.RemindAt.After(workflow.Now(ctx)) && iv.in.RemindAt.Before(iv.in.ExpiresAt) {
		iv.planReminder(ctx, iv.in.RemindAt)
		due, err := iv.sleepUntil(ctx, iv.in.RemindAt, "until the reminder")
		if err != nil {
			return err
		}
		if due && iv.open() {
			iv.send(true)
		}
	}
	due, err := iv.sleepUntil(ctx, iv.in.ExpiresAt, "until expiry")
	if err != nil || !due {
		return err
	}
	return iv.expire(ctx)
}

// sleepUntil waits on a durable timer until t, or until the round is closed
// (due false).
func (iv *invite) sleepUntil(ctx workflow.Context, t time.Time, why string) (due bool, err error) {
	d := t.Sub(workflow.Now(ctx))
	if d <= 0 {
		return !iv.ended, nil
	}
	closed, err := workflow.AwaitWithOptions(ctx, workflow.AwaitOptions{
		Timeout:      d,
		TimerOptions: workflow.TimerOptions{Summary: why},
	}, func() bool { return iv.ended })
	return !closed, err
}

// --- handlers ------------------------------------------------------------------

func (iv *invite) registerHandlers(ctx workflow.Context) error {
	err := workflow.SetQueryHandlerWithOptions(ctx, InviteStateQuery, func() (InviteState, error) { return iv.state, nil },
		workflow.QueryHandlerOptions{Description: "The round's status, its e-mail's delivery, how many e-mails were asked for and whether the reminder went."})
	if err != nil {
		return err
	}
	err = workflow.SetUpdateHandlerWithOptions(ctx, AnswerInviteUpdate, iv.answer, workflow.UpdateHandlerOptions{
		Validator:   iv.validateAnswer,
		Description: "The invitee accepts or declines; refused for another address and once the round is closed.",
	})
	if err != nil {
		return err
	}
	err = workflow.SetUpdateHandlerWithOptions(ctx, RevokeInviteUpdate, iv.revoke, workflow.UpdateHandlerOptions{
		Validator:   iv.validateOpen,
		Description: "An organizer withdraws the invite; refused once the round is closed.",
	})
	if err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, ResendInviteUpdate, iv.resend, workflow.UpdateHandlerOptions{
		Validator:   iv.validateOpen,
		Description: "E-mail the invite again; refused once the round is closed.",
	})
}

// validateAnswer refuses anyone but the invitee, and a closed round. It must
// not change state.
func (iv *invite) validateAnswer(ctx workflow.Context, in AnswerInviteInput) error {
	if !strings.EqualFold(in.Email, iv.in.Email) {
		return temporal.NewApplicationError("the invitation was sent to another address", InviteWrongUserErrorType)
	}
	if in.Answer != domain.AnswerAccept && in.Answer != domain.AnswerDecline {
		return fmt.Errorf("unknown answer %q", in.Answer)
	}
	return iv.validateOpen(ctx)
}

// validateOpen refuses a round that is closed, being closed or past its expiry.
func (iv *invite) validateOpen(ctx workflow.Context) error {
	if !iv.open() || !workflow.Now(ctx).Before(iv.in.ExpiresAt) {
		return inviteClosedError()
	}
	return nil
}

// answer records the answer. It checks again: another update accepted in the
// same workflow task may have started closing the round.
func (iv *invite) answer(ctx workflow.Context, in AnswerInviteInput) (InviteOutcome, error) {
	if err := iv.validateOpen(ctx); err != nil {
		return iv.outcome(), err
	}
	status := domain.InviteDeclined
	if in.Answer == domain.AnswerAccept {
		status = domain.InviteAccepted
	}
	err := iv.close(ctx, status, &in.UserID)
	return iv.outcome(), err
}

func (iv *invite) revoke(ctx workflow.Context) (InviteOutcome, error) {
	if err := iv.validateOpen(ctx); err != nil {
		return iv.outcome(), err
	}
	err := iv.close(ctx, domain.InviteRevoked, nil)
	return iv.outcome(), err
}

// resend e-mails the invite again. The update completes at once: the
// e-mail's fate shows in the delivery state.
func (iv *invite) resend(ctx workflow.Context) error {
	if err := iv.validateOpen(ctx); err != nil {
		return err
	}
	iv.send(false)
	return nil
}

// --- e-mails -------------------------------------------------------------------

// send delivers the next e-mail of the round in a coroutine of its own,
// which stops when the round closes.
func (iv *invite) send(reminder bool) {
	workflow.Go(iv.sendCtx, func(ctx workflow.Context) { iv.deliver(ctx, reminder) })
}

// deliver sends the next e-mail of the round and records how it went: SENT,
// or FAILED once its retries ran out (unless a newer e-mail was asked for).
// A failed reminder is only logged: the invitee had the first e-mail.
func (iv *invite) deliver(ctx workflow.Context, reminder bool) {
	iv.state.Sends++
	send := iv.state.Sends
	if reminder {
		iv.state.ReminderSent = true
	} else {
		iv.newest, iv.state.Delivery, iv.sendingSince = send, domain.DeliverySending, workflow.Now(ctx)
	}
	iv.showDetails(ctx)
	err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, deliverInviteOptions(iv.in.DeliverWithin.Std())),
		DeliverInviteActivity, DeliverInviteInput{UID: iv.in.UID, Round: iv.in.Round, Send: send, Reminder: reminder},
	).Get(ctx, nil)
	switch {
	case err == nil:
		if !reminder {
			iv.state.Delivery = domain.DeliverySent
			iv.showDetails(ctx)
		}
	case temporal.IsCanceledError(err):
	case isInviteClosed(err):
		iv.foundClosed(ctx, err)
	case reminder:
		iv.log.Warn("Reminder not delivered", "Send", send, "Error", err)
	case send == iv.newest:
		iv.markDeliveryFailed(ctx, failureReason(err))
	}
}

func (iv *invite) markDeliveryFailed(ctx workflow.Context, reason string) {
	iv.log.Warn("Invite e-mail not delivered", "Reason", reason)
	err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, recordInviteOptions),
		MarkInviteDeliveryFailedActivity, MarkInviteDeliveryFailedInput{UID: iv.in.UID, Round: iv.in.Round, Reason: reason},
	).Get(ctx, nil)
	switch {
	case err == nil:
		iv.state.Delivery, iv.failure = domain.DeliveryFailed, reason
		iv.showDetails(ctx)
	case isInviteClosed(err):
		iv.foundClosed(ctx, err)
	case !temporal.IsCanceledError(err):
		iv.log.Error("Delivery failure not recorded", "Error", err)
	}
}

// --- closing the round ---------------------------------------------------------

// expire closes the round at its expiry, after any answer being recorded.
func (iv *invite) expire(ctx workflow.Context) error {
	if err := workflow.Await(ctx, func() bool { return !iv.closing }); err != nil {
		return err
	}
	if iv.ended {
		return nil
	}
	if err := iv.close(ctx, domain.InviteExpired, nil); !isInviteClosed(err) {
		return err
	}
	return nil
}

// close records the end of the round: ACCEPTED (the activity grants the
// role), DECLINED, REVOKED or EXPIRED. A round found closed already ends the
// run as well and gives InviteClosed.
func (iv *invite) close(ctx workflow.Context, status domain.InviteStatus, userID *int64) error {
	iv.closing = true
	iv.showDetails(ctx)
	defer func() {
		iv.closing = false
		iv.showDetails(ctx)
	}()
	ctx = workflow.WithActivityOptions(ctx, recordInviteOptions)
	var f workflow.Future
	if status == domain.InviteAccepted {
		f = workflow.ExecuteActivity(ctx, AcceptInviteActivity, AcceptInviteInput{UID: iv.in.UID, Round: iv.in.Round, UserID: *userID})
	} else {
		f = workflow.ExecuteActivity(ctx, CloseInviteActivity, CloseInviteInput{UID: iv.in.UID, Round: iv.in.Round, Status: status, UserID: userID})
	}
	err := f.Get(ctx, nil)
	switch {
	case err == nil:
		iv.state.Status, iv.ended = status, true
		iv.log.Info("Invite closed", "Status", status)
	case isInviteClosed(err):
		iv.foundClosed(ctx, err)
		return inviteClosedError()
	}
	return err
}

// foundClosed ends the run on an activity's InviteClosed error, which
// carries the round's status when the activity knows it.
func (iv *invite) foundClosed(ctx workflow.Context, err error) {
	iv.ended = true
	defer iv.showDetails(ctx)
	var appErr *temporal.ApplicationError
	var status domain.InviteStatus
	if errors.As(err, &appErr) && appErr.HasDetails() && appErr.Details(&status) == nil && status != "" {
		iv.state.Status = status
	}
	iv.log.Info("Invite found closed", "Status", iv.state.Status)
}

// --- helpers -------------------------------------------------------------------

func inviteClosedError() error {
	return temporal.NewApplicationError("the invitation is no longer open", InviteClosedErrorType)
}

func isInviteClosed(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == InviteClosedErrorType
}

// failureReason is the innermost error: the last attempt's, beneath the
// activity and timeout errors that wrap it.
func failureReason(err error) string {
	for next := errors.Unwrap(err); next != nil; next = errors.Unwrap(err) {
		err = next
	}
	return err.Error()
}
