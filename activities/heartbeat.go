package activities

import (
	"context"
	"time"

	"go.temporal.io/sdk/activity"
)

// heartbeatEvery is how often an activity that waits on another service
// (SMTP, the AI endpoint, Postgres for an export) tells Temporal its worker
// is alive: well inside the activities' heartbeat timeouts
// (workflows.MailHeartbeatTimeout, workflows.AIFeedbackHeartbeat,
// workflows.ExportHeartbeat), so that the attempt of a worker that dies
// is retried after that timeout rather than after the whole StartToClose.
const heartbeatEvery = 5 * time.Second

// keepHeartbeating heartbeats the activity until the returned stop is
// called; outside an activity (a test calling the method) it does nothing.
func keepHeartbeating(ctx context.Context) (stop func()) {
	if !activity.IsActivity(ctx) {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(heartbeatEvery)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
				activity.RecordHeartbeat(ctx)
			}
		}
	}()
	return func() { close(done) }
}
