package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/hackforge/hackforge/domain"
)

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
	lc.showDetails(ctx, "Sending the submission reminder.")
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

func sameTime(a, b *time.Time) bool {
	return a != nil && b != nil && a.Equal(*b)
}
