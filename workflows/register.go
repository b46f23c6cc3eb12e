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
	{JoinRequestEmailWorkflowName, JoinRequestEmail},
	{AccountDeletionWorkflowName, AccountDeletion},
	{ResultsAnnouncementWorkflowName, ResultsAnnouncement},
	{AnnouncementWorkflowName, Announcement},
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
// More do not help the 2,000 burst: the worker waits on the server.
const TaskPollers = 8

// WorkerOptions are the options of every Hackforge worker. The SDK's
// defaults stand for the rest, measured by make bench-lifecycle
// (docs/decisions.md, Phases and the lifecycle workflow): 1,000 workflow
// tasks at once (the worker used a fifth of the server's CPU in the burst,
// so it never ran short of slots), eager activities (the servers enable
// them), and a cache of 10,000 workflows (2,000 lifecycles and their
// invites fit; SetStickyWorkflowCacheSize is process-wide).
func WorkerOptions() worker.Options {
	return worker.Options{
		MaxConcurrentWorkflowTaskPollers: TaskPollers, MaxConcurrentActivityTaskPollers: TaskPollers,
		StickyScheduleToStartTimeout: StickyScheduleToStartTimeout,
		WorkerStopTimeout:            WorkerStopTimeout,
	}
}

// StickyScheduleToStartTimeout is how long a workflow task waits for the
// worker that has the workflow in its cache before any worker may take it,
// with the whole history. At the SDK's 5 s, 2,000 transitions falling due at
// once outran it: the tasks that timed out went to the task queue's backlog,
// which the dev server served at 7 to 13 a second (p99 2m40s in one run, 821
// of 2,000 applied after 2 minutes in another). At 30 s the burst's longest
// wait on the sticky queue came to 22 s in one run and past 30 s in another
// (55 stragglers, applied after 1m45s); 60 s is twice that (p99 22 s). A
// worker that stops cleanly hands its tasks back at once, and the server
// stops routing to one it has not heard from for 10 s, so the longer wait
// costs only when a worker dies with tasks in hand.
const StickyScheduleToStartTimeout = time.Minute

// WorkerStopTimeout is how long a stopping worker (SIGTERM) lets its running
// activities finish before cancelling them; Temporal retries a cancelled one
// on another worker. Below Kubernetes' default grace period of 30 s.
const WorkerStopTimeout = 15 * time.Second
