package workflows

import (
	"go.temporal.io/sdk/workflow"
	"go.temporal.io/sdk/worker"
)

// Register adds every workflow to a worker under its name from names.go.
func Register(w worker.Registry) {
	w.RegisterWorkflowWithOptions(PasswordReset, workflow.RegisterOptions{Name: PasswordResetWorkflowName})
	w.RegisterWorkflowWithOptions(HackathonLifecycle, workflow.RegisterOptions{Name: HackathonLifecycleWorkflowName})
}
