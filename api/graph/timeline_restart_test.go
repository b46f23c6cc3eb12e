package graph_test

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// The lifecycle workflow's timers outlive a stopped worker and a restarted
// Temporal server.

// A worker stopped before a transition is due and a new one started after
// it: the transition is applied once, with one notification and one e-mail
// per person.
func TestTransitionDueWhileNoWorkerRunsIsAppliedOnceLater(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	ctx := t.Context()
	queue := "lifecycle-restart-" + apitest.RandomString(4)
	lifecycle := &flows.Flows{Client: c.env.Temporal, TaskQueue: queue}

	first := lifecycleWorker(t, c.env.Temporal, queue, c)
	due := time.Now().Add(5 * time.Second).Truncate(time.Millisecond)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &due}}}))
	require.NoError(t, lifecycle.AttachHackathonLifecycle(ctx, c.hackathon, "Acme", "test"))
	waitUntil(t, "the workflow sleeps until REGISTRATION_OPEN", func() bool {
		s, err := lifecycle.LifecycleState(ctx, c.hackathon.ID)
		return err == nil && s.NextDueAt != nil && s.NextDueAt.Equal(due)
	})
	first.Stop()
	require.True(t, time.Now().Before(due), "the worker stopped before the due time")

	time.Sleep(time.Until(due) + time.Second)
	h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
	require.NoError(t, err)
	require.Equal(t, domain.PhasePlanning, h.Phase, "nothing applies it while no worker runs")

	second := lifecycleWorker(t, c.env.Temporal, queue, c)
	defer second.Stop()
	waitUntil(t, "REGISTRATION_OPEN", func() bool {
		h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
		return err == nil && h.Phase == "REGISTRATION_OPEN"
	})
	for u, mails := range map[*apitest.User]int{&c.creator: 1, &c.participant: 2, &c.judge: 1} { // participants get their check-in code too
		assert.Len(t, c.env.Inbox.WaitFor(t, u.Email, mails, 20*time.Second), mails, u.Email)
		page, err := c.env.Store.Notifications(ctx, u.ID, false, 10, 0)
		require.NoError(t, err)
		assert.Equal(t, 1, page.Total, u.Email)
	}
	assert.Equal(t, 1, countActivities(t, c.env.Temporal, c.hackathon.ID, workflows.ApplyPhaseTransitionActivity),
		"ApplyPhaseTransition ran once")
}

// countActivities counts the scheduled activities of a type in the current
// run of the hackathon's lifecycle workflow.
func countActivities(t *testing.T, tc client.Client, hackathonID int64, activityType string) int {
	t.Helper()
	iter := tc.GetWorkflowHistory(t.Context(), workflows.HackathonLifecycleID(hackathonID), "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	n := 0
	for iter.HasNext() {
		e, err := iter.Next()
		require.NoError(t, err)
		if a := e.GetActivityTaskScheduledEventAttributes(); a != nil && a.GetActivityType().GetName() == activityType {
			n++
		}
	}
	return n
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 30s for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// A Temporal dev server killed while a workflow sleeps, and started again
// from its database file after the due time, keeps the timer: the
// transition is applied once.
func TestTimerSurvivesATemporalServerRestart(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	bin := os.Getenv("TEMPORAL_CLI")
	if bin == "" {
		bin = "/root/.cache/hackforge/tools/temporal-v1.5.1/temporal"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("no Temporal CLI at %s (set TEMPORAL_CLI)", bin)
	}
	ctx := t.Context()
	server := &devServer{bin: bin, db: filepath.Join(t.TempDir(), "temporal.db"), ports: freePorts(t, 3)}
	tc := server.start(t)
	queue := "lifecycle-server-restart"
	w := lifecycleWorker(t, tc, queue, c)

	due := time.Now().Add(6 * time.Second).Truncate(time.Millisecond)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &due}}}))
	lifecycle := &flows.Flows{Client: tc, TaskQueue: queue}
	require.NoError(t, lifecycle.AttachHackathonLifecycle(ctx, c.hackathon, "Acme", "test"))
	waitUntil(t, "the workflow sleeps until REGISTRATION_OPEN", func() bool {
		s, err := lifecycle.LifecycleState(ctx, c.hackathon.ID)
		return err == nil && s.NextDueAt != nil && s.NextDueAt.Equal(due)
	})
	w.Stop()
	tc.Close()
	server.kill(t)
	require.True(t, time.Now().Before(due), "the server was down before the due time")

	time.Sleep(time.Until(due) + time.Second)
	tc = server.start(t)
	defer tc.Close()
	defer lifecycleWorker(t, tc, queue, c).Stop()
	waitUntil(t, "REGISTRATION_OPEN", func() bool {
		h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
		return err == nil && h.Phase == "REGISTRATION_OPEN"
	})
	waitUntil(t, "the notifications", func() bool {
		page, err := c.env.Store.Notifications(ctx, c.participant.ID, false, 10, 0)
		return err == nil && page.Total > 0
	})
	page, err := c.env.Store.Notifications(ctx, c.participant.ID, false, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, page.Total)
	assert.Equal(t, 1, countActivities(t, tc, c.hackathon.ID, workflows.ApplyPhaseTransitionActivity))
}

// lifecycleWorker starts a worker with the real activities on a task queue.
func lifecycleWorker(t *testing.T, tc client.Client, queue string, c *timelineCast) worker.Worker {
	t.Helper()
	mailer, err := mail.New(os.Getenv("SMTP_URL"), "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	w := worker.New(tc, queue, worker.Options{})
	workflows.Register(w)
	(&activities.Activities{Store: c.env.Store, Mailer: mailer, PublicURL: c.env.Server.URL}).Register(w)
	require.NoError(t, w.Start())
	return w
}

// devServer is a Temporal dev server of the test's own, keeping its state
// in a SQLite file.
type devServer struct {
	bin, db string
	ports   []int
	cmd     *exec.Cmd
}

func (s *devServer) start(t *testing.T) client.Client {
	t.Helper()
	s.cmd = exec.Command(s.bin, append([]string{"server", "start-dev", "--headless", "--ip", "127.0.0.1", "--log-level", "error",
		"--port", strconv.Itoa(s.ports[0]), "--http-port", strconv.Itoa(s.ports[1]), "--metrics-port", strconv.Itoa(s.ports[2]),
		"--db-filename", s.db}, workflows.DevServerFlags()...)...)
	s.cmd.Stderr = os.Stderr
	require.NoError(t, s.cmd.Start())
	t.Cleanup(func() { s.kill(t) })
	addr := "127.0.0.1:" + strconv.Itoa(s.ports[0])
	codec, err := payloadcrypt.FromEnv()
	require.NoError(t, err)
	opts := client.Options{HostPort: addr}
	codec.Protect(&opts)
	var tc client.Client
	waitUntil(t, "the Temporal dev server at "+addr, func() bool {
		var err error
		tc, err = client.Dial(opts)
		return err == nil
	})
	return tc
}

func (s *devServer) kill(t *testing.T) {
	if s.cmd == nil || s.cmd.ProcessState != nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
}

func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports
}
