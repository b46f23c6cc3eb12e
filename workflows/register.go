package workflows

import (
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// Register adds every workflow to a worker under its name from names.go.
func Register(w worker.Registry) {
	w.RegisterWorkflowWithOptions(PasswordReset, workflow.RegisterOptions{Name: PasswordResetWorkflowName})
	w.RegisterWorkflowWithOptions(HackathonLifecycle, workflow.RegisterOptions{Name: HackathonLifecycleWorkflowName})
	w.RegisterWorkflowWithOptions(Invite, workflow.RegisterOptions{Name: InviteWorkflowName})
	w.RegisterWorkflowWithOptions(InviteBatch, workflow.RegisterOptions{Name: InviteBatchWorkflowName})
	w.RegisterWorkflowWithOptions(ParticipantExport, workflow.RegisterOptions{Name: ParticipantExportWorkflowName})
}

// TaskPollers is how many workflow and activity task pollers a worker runs:
// with the SDK's default of 2, 200 transitions falling due at once queue for
// a poller (p50 about 1.5 s on 2 cores); with 8 they do not (make bench-lifecycle).
const TaskPollers = 8

// WorkerOptions are the options of every Hackforge worker.
func WorkerOptions() worker.Options {
	return worker.Options{MaxConcurrentWorkflowTaskPollers: TaskPollers, MaxConcurrentActivityTaskPollers: TaskPollers}
}
