package workflows

import (
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// ExportHeartbeat: writing the file heartbeats every few seconds and after
// every page, so a worker that dies is noticed after this long; a new
// attempt starts the file again.
const ExportHeartbeat = 20 * time.Second

// Activity options. Recording the end is retried until Postgres has it.
var (
	writeExportOptions = workflow.ActivityOptions{
		StartToCloseTimeout: time.Hour,
		HeartbeatTimeout:    ExportHeartbeat,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:        time.Second,
			BackoffCoefficient:     2,
			MaximumAttempts:        3,
			NonRetryableErrorTypes: []string{ExportGoneErrorType},
		},
	}
	recordExportOptions = workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:        time.Second,
			BackoffCoefficient:     2,
			MaximumInterval:        time.Minute,
			NonRetryableErrorTypes: []string{ExportGoneErrorType},
		},
	}
)

// ParticipantExport writes one export's CSV file, started with ID
// ParticipantExportID(hackathon, uid): the activity streams the rows into
// Postgres (the file never passes through the workflow), then a durable
// timer waits until ExpiresAt and the file is deleted. A file that could not
// be written is recorded FAILED and the run ends. Its current details
// (details.go) say which of these it is at.
func ParticipantExport(ctx workflow.Context, in ParticipantExportInput) (ParticipantExportResult, error) {
	logger := workflow.GetLogger(ctx)
	arg := ExportActivityInput{UID: in.UID}
	workflow.SetCurrentDetails(ctx, "Writing the file since "+detailTime(workflow.Now(ctx))+".")
	var written WriteParticipantExportResult
	err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, writeExportOptions),
		WriteParticipantExportActivity, arg).Get(ctx, &written)
	switch {
	case isExportGone(err):
		logger.Info("Export gone before it was written", "UID", in.UID)
		workflow.SetCurrentDetails(ctx, "Gone: the export was deleted before its file was written.")
		return ParticipantExportResult{}, nil
	case err != nil:
		logger.Warn("Export not written", "UID", in.UID, "Error", err)
		reason := failureReason(err)
		workflow.SetCurrentDetails(ctx, "Failed: "+withoutAddresses(reason)+".")
		err = workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, recordExportOptions),
			FailParticipantExportActivity, FailParticipantExportInput{UID: in.UID, Reason: reason}).Get(ctx, nil)
		if isExportGone(err) {
			err = nil
		}
		return ParticipantExportResult{}, err
	}
	logger.Info("Export written", "UID", in.UID, "Rows", written.Rows, "Bytes", written.Bytes)
	out := ParticipantExportResult{Written: true, Rows: written.Rows}
	workflow.SetCurrentDetails(ctx, fmt.Sprintf("Ready: %d rows, until %s.", written.Rows, detailTime(in.ExpiresAt)))
	if wait := in.ExpiresAt.Sub(workflow.Now(ctx)); wait > 0 {
		err = workflow.NewTimerWithOptions(ctx, wait, workflow.TimerOptions{Summary: "until the file expires"}).Get(ctx, nil)
		if err != nil {
			return out, err
		}
	}
	workflow.SetCurrentDetails(ctx, "Expiring: deleting the file.")
	err = workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, recordExportOptions),
		ExpireParticipantExportActivity, arg).Get(ctx, nil)
	if isExportGone(err) {
		err = nil
	}
	if err == nil {
		workflow.SetCurrentDetails(ctx, "Expired: the file is deleted.")
	}
	return out, err
}

func isExportGone(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == ExportGoneErrorType
}
