// Package flows is how the API starts, signals, updates and queries
// Hackforge's Temporal workflows.
package flows

import (
	"context"
	"strings"
	"time"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/workflows"
)

// Flows wraps a Temporal client and the task queue the workers poll.
type Flows struct {
	Client    client.Client
	TaskQueue string
	// InviteTimings: zero means domain.DefaultInviteTimings; tests shorten them.
	InviteTimings domain.InviteTimings
	// ExportRetention: zero means domain.DefaultExportRetention; tests shorten it.
	ExportRetention time.Duration
	// IdeaApprovalReminder: zero means workflows.DefaultIdeaApprovalReminder; tests shorten it.
	IdeaApprovalReminder time.Duration
	// AIConfigured: the openai service has an endpoint (AI_BASE_URL, AI_MODEL).
	AIConfigured bool
	// Codec encrypts the client's payloads; its pseudonyms stand for
	// addresses in workflow IDs.
	Codec *payloadcrypt.Codec
}

// Timings are the invite timings in force.
func (f *Flows) Timings() domain.InviteTimings {
	if f.InviteTimings == (domain.InviteTimings{}) {
		return domain.DefaultInviteTimings
	}
	return f.InviteTimings
}

// Start starts s now, joining a run under its ID. A mutation writes its
// starts instead (NewStarts); Start is for repairs and requests that write
// nothing.
func (f *Flows) Start(ctx context.Context, s workflows.Start) error {
	_, err := f.Client.ExecuteWorkflow(ctx, s.Options(f.TaskQueue), s.Type, s.Input)
	return err
}

// StartPasswordReset starts the e-mailing of a reset link to email. While one
// for the same address is running, a second request joins it. Nothing is
// written: a failure is the request's, and the person asks again.
func (f *Flows) StartPasswordReset(ctx context.Context, email string) error {
	return f.Start(ctx, workflows.PasswordResetStart(workflows.PasswordResetInput{Email: email}, f.addressPseudonym(email)))
}

// PasswordResetID is the ID of the reset asked for email.
func (f *Flows) PasswordResetID(email string) string {
	return workflows.PasswordResetID(f.addressPseudonym(email))
}

func (f *Flows) addressPseudonym(email string) string {
	return f.Codec.Pseudonym(strings.ToLower(strings.TrimSpace(email)))
}

// Healthy reports whether the Temporal frontend answers.
func (f *Flows) Healthy(ctx context.Context) error {
	_, err := f.Client.CheckHealth(ctx, &client.CheckHealthRequest{})
	return err
}

// reachTimeout bounds the check that Temporal answers before a request
// waits on a workflow: down, the SDK would retry until the request's own
// time-out (30 s) and then say nothing useful.
const reachTimeout = 3 * time.Second

// reachable answers an Unavailable domain.Error at once when Temporal does
// not answer a health check.
func (f *Flows) reachable(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, reachTimeout)
	defer cancel()
	if err := f.Healthy(ctx); err != nil {
		return domain.Unavailable("its workflow service (Temporal)")
	}
	return nil
}
