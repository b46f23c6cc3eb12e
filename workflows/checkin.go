package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// CheckInCodesInput names whom to e-mail their check-in code: every
// participant of the hackathon who is not banned, or only ParticipantID.
type CheckInCodesInput struct {
	HackathonID   int64
	ParticipantID int64 `json:",omitempty"`
}

// CheckInCodesResult is how many e-mails went out in this run (a
// participant e-mailed before is not e-mailed again).
type CheckInCodesResult struct {
	Emails int
}

// checkInCodesActivityOptions retry the e-mails for a while; a code that
// never arrives is still on the participant's hackathon page.
var checkInCodesActivityOptions = workflow.ActivityOptions{
	StartToCloseTimeout:    5 * time.Minute,
	HeartbeatTimeout:       MailHeartbeatTimeout,
	ScheduleToCloseTimeout: time.Hour,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval:        time.Second,
		BackoffCoefficient:     2,
		MaximumInterval:        time.Minute,
		NonRetryableErrorTypes: []string{HackathonNotFoundErrorType},
	},
}

// CheckInCodes e-mails participants their personal check-in QR code, once
// each: started by the API when someone joins once registration is open
// (ID CheckInCodesID(h, participant)), and by the lifecycle when the
// hackathon enters REGISTRATION_OPEN (ID CheckInCodesID(h, 0)).
func CheckInCodes(ctx workflow.Context, in CheckInCodesInput) (CheckInCodesResult, error) {
	ctx = workflow.WithActivityOptions(ctx, checkInCodesActivityOptions)
	var res CheckInCodesResult
	err := workflow.ExecuteActivity(ctx, SendCheckInCodesActivity, in).Get(ctx, &res)
	return res, err
}
