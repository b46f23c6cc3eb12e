package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// Inputs and results of the HackathonLifecycle workflow, its signal, update
// and query, and of the activities it calls. Package activities implements
// the activities with these types; package api uses the workflow ones.

// HackathonLifecycleInput starts (or continues) a hackathon's lifecycle.
// The API sets HackathonID only; the rest is carried over by continue-as-new.
type HackathonLifecycleInput struct {
	HackathonID int64
	// ReminderSentFor is the submission close time (JUDGING start) for which
	// the one-hour reminder was already sent, so a continued run does not
	// send it again.
	ReminderSentFor *time.Time `json:",omitempty"`
	// ContinueAsNewAfter is the number of loop iterations (wake-ups) after
	// which the run continues as new. 0 means DefaultContinueAsNewAfter;
	// tests set it low.
	ContinueAsNewAfter int `json:",omitempty"`
}

// HackathonLifecycleResult is returned when the workflow ends.
type HackathonLifecycleResult struct {
	HackathonID int64
	Phase       domain.Phase
	// Ended is why it ended: LifecycleEndedComplete or LifecycleEndedNotFound.
	Ended string
}

// Values of HackathonLifecycleResult.Ended.
const (
	LifecycleEndedComplete = "complete"
	LifecycleEndedNotFound = "hackathon-not-found"
)

// TimelineChangedInput is the payload of TimelineChangedSignal. The
// workflow reloads the timeline from Postgres; the fields are for logs only.
type TimelineChangedInput struct {
	Reason string `json:",omitempty"`
}

// AdvanceNowInput is the input of AdvanceNowUpdate. ExpectedPhase is the
// phase the caller saw (required): the update is rejected when the
// hackathon is in another phase, so a double click advances once.
type AdvanceNowInput struct {
	ExpectedPhase domain.Phase
}

// AdvanceNowResult is the phase the hackathon is in after the update.
type AdvanceNowResult struct {
	Phase domain.Phase
}

// HackathonLifecycleState is the result of HackathonLifecycleStateQuery.
type HackathonLifecycleState struct {
	Phase domain.Phase
	// NextPhase is the next enabled phase, "" at COMPLETE.
	NextPhase domain.Phase
	// NextDueAt is when NextPhase is scheduled to start; nil if not scheduled.
	NextDueAt *time.Time
	// ReminderDueAt is when the "submissions close in one hour" reminder
	// will be sent; nil when none is pending.
	ReminderDueAt *time.Time
}

// LoadHackathonTimelineInput is the input of LoadHackathonTimelineActivity.
type LoadHackathonTimelineInput struct {
	HackathonID int64
}

// LoadHackathonTimelineResult is the hackathon's current phase and timeline
// as stored in Postgres. Transitions holds one entry per phase (any order;
// phases without a row count as unscheduled). The activity returns a
// non-retryable ApplicationError of type HackathonNotFoundErrorType when the
// hackathon does not exist.
type LoadHackathonTimelineResult struct {
	Name             string
	OrganizationID   int64
	OrganizationName string
	Phase            domain.Phase
	HasPopularVote   bool
	Transitions      []domain.ScheduledPhase
}

// ApplyPhaseTransitionInput is the input of ApplyPhaseTransitionActivity:
// the activity runs UPDATE hackathons SET phase = To WHERE id = HackathonID
// AND phase = From, so a duplicate run changes nothing. DueAt is when the
// transition was due (the scheduled time, or the time of an advance-now).
type ApplyPhaseTransitionInput struct {
	HackathonID int64
	From        domain.Phase
	To          domain.Phase
	DueAt       time.Time
}

// ApplyPhaseTransitionResult: Applied is true when this run changed the
// row; domain.Phase is the hackathon's phase after the activity (To when this or an
// earlier run applied it, something else if the phase moved meanwhile).
type ApplyPhaseTransitionResult struct {
	Applied bool
	Phase   domain.Phase
}

// NotifyPhaseChangeInput is the input of NotifyPhaseChangeActivity:
// notifications for everyone with a role in the hackathon and e-mails for
// the phases participants act on. Idempotent by (HackathonID, domain.Phase, DueAt).
type NotifyPhaseChangeInput struct {
	HackathonID int64
	Phase       domain.Phase
	DueAt       time.Time
}

// NotifyPhaseChangeResult is what the activity created (for logs/tests).
type NotifyPhaseChangeResult struct {
	Notifications int
	Emails        int
}

// SendSubmissionReminderInput is the input of SendSubmissionReminderActivity
// ("submissions close in one hour"). Idempotent by (HackathonID, ClosesAt).
type SendSubmissionReminderInput struct {
	HackathonID int64
	ClosesAt    time.Time
}

// SendSubmissionReminderResult is what the activity sent (for logs/tests).
type SendSubmissionReminderResult struct {
	Emails int
}

// HackathonLifecycleMemo is the memo of a lifecycle workflow, so operators
// can find and understand it in the Temporal Web UI. The API passes it in
// StartWorkflowOptions.Memo; the workflow upserts it when the name or phase
// changes.
func HackathonLifecycleMemo(hackathonID int64, name, organization string, phase domain.Phase) map[string]any {
	memo := map[string]any{
		"hackathonId":  hackathonID,
		"hackathon":    name,
		"organization": organization,
		"summary":      name + " (" + organization + ")",
	}
	if phase != "" {
		memo["phase"] = string(phase)
		memo["summary"] = name + " (" + organization + "): " + phase.DisplayName()
	}
	return memo
}
