package workflows

import (
	"time"

	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// registered is every workflow type the worker runs, under its name from names.go.
var registered = []struct {
	name     string
	workflow any
}{
	{PasswordResetWorkflowName, PasswordReset},
	{HackathonLifecycleWorkflowName, HackathonLifecycle},
	{InviteWorkflowName, Invite},
	{InviteBatchWorkflowName, InviteBatch},
	{CheckInCodesWorkflowName, CheckInCodes},
	{ParticipantExportWorkflowName, ParticipantExport},
	{IdeaApprovalWorkflowName, IdeaApproval},
	{AIFeedbackWorkflowName, AIFeedback},
	{SubmissionConfirmationWorkflowName, SubmissionConfirmation},
}

// Register adds every workflow to a worker (or a replayer).
func Register(w worker.WorkflowRegistry) {
	for _, r := range registered {
		w.RegisterWorkflowWithOptions(r.workflow, workflow.RegisterOptions{Name: r.name})
	}
}

// Names lists the registered workflow types.
func Names() []string {
	names := make([]string, len(registered))
	for i, r := range registered {
		names[i] = r.name
	}
	return names
}

// TaskPollers is how many workflow and activity task pollers a worker runs:
// with the SDK's default of 2, 200 transitions falling due at once queue for
// a poller (p50 about 1.5 s on 2 cores); with 8 they do not (make bench-lifecycle).
const TaskPollers = 8

// WorkerOptions are the options of every Hackforge worker.
func WorkerOptions() worker.Options {
	return worker.Options{
		MaxConcurrentWorkflowTaskPollers: TaskPollers, MaxConcurrentActivityTaskPollers: TaskPollers,
		WorkerStopTimeout: WorkerStopTimeout,
	}
}

// WorkerStopTimeout is how long a stopping worker (SIGTERM) lets its running
// activities finish before cancelling them; Temporal retries a cancelled one
// on another worker. Below Kubernetes' default grace period of 30 s.
const WorkerStopTimeout = 15 * time.Second
