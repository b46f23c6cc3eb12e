package workflows

import (
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// AIFeedbackRetry: a slow or overloaded service (timeouts, 429, 5xx) is
// asked again with back-off, five times in all; a refused key or model
// (AIRejected) and a missing endpoint are not retried.
var AIFeedbackRetry = &temporal.RetryPolicy{
	InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumInterval: 30 * time.Second,
	MaximumAttempts:        5,
	NonRetryableErrorTypes: []string{AIRejectedErrorType, AINotConfiguredErrorType, IdeaGoneErrorType},
}

// AIFeedbackHeartbeat: the activity heartbeats while it waits for the
// service, so a worker that dies mid-request is noticed after this long
// and the question asked again (not after the two-minute StartToClose).
const AIFeedbackHeartbeat = 20 * time.Second

// AIFeedback answers one AI query, started with ID AIQueryID(uid): it asks
// the query's service for feedback on the idea and stores the answer, or
// marks the query errored with the reason once the retries ran out.
func AIFeedback(ctx workflow.Context, in AIFeedbackInput) (FinishAIQueryInput, error) {
	ask := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 2 * time.Minute, ScheduleToCloseTimeout: 10 * time.Minute, RetryPolicy: AIFeedbackRetry,
		HeartbeatTimeout: AIFeedbackHeartbeat,
	})
	out := FinishAIQueryInput{UID: in.UID}
	err := workflow.ExecuteActivity(ask, AskAIFeedbackActivity, in).Get(ctx, &out.Response)
	if err != nil {
		if isIdeaGone(err) {
			return out, nil
		}
		out.Errored, out.Response = true, "The AI service could not answer: "+failureReason(err)
		workflow.GetLogger(ctx).Warn("AI feedback failed", "Error", err)
	}
	record := workflow.WithActivityOptions(ctx, ideaApprovalActivityOptions)
	if err := workflow.ExecuteActivity(record, FinishAIQueryActivity, out).Get(ctx, nil); err != nil && !isIdeaGone(err) {
		return out, err
	}
	return out, nil
}

// AIRejected is the error of a request the service refused for good.
func AIRejected(msg string) error {
	return temporal.NewNonRetryableApplicationError(msg, AIRejectedErrorType, nil)
}

// IsAIRejected reports whether err is (or wraps) AIRejected.
func IsAIRejected(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == AIRejectedErrorType
}
