package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/cmd/internal/phaseburst"
	"github.com/hackforge/hackforge/workflows"
)

type lifecycleConfig struct {
	services
	SMTPURL    string
	Hackathons int
	// Ahead is how far ahead the transitions fall due; 0 scales it with
	// Hackathons (aheadFor).
	Ahead time.Duration
	// Pollers of workflow and activity tasks: 0 keeps the worker's own
	// (workflows.WorkerOptions), a negative number scales them automatically.
	Pollers int
	// Workers polling the task queue, each with its own client connection.
	Workers int
	// StickyTimeout replaces the worker's own StickyScheduleToStartTimeout
	// when it is not 0.
	StickyTimeout time.Duration
}

// Targets of the issues (p99 from issue 30, at 2,000 hackathons), on a
// 2-core machine.
const (
	targetP50 = time.Second
	targetP99 = 2 * time.Second
)

// aheadFor is how far ahead n transitions are scheduled: saving n timelines
// and signalling n workflows, which then reload, takes up to 30 ms each on 2
// busy cores, and every workflow must be asleep before the due time.
func aheadFor(n int) time.Duration {
	return 10*time.Second + time.Duration(n)*40*time.Millisecond
}

// lifecycleCommand parses the flags of `hackforge-bench lifecycle` and runs it
// with an in-process worker on a task queue of its own.
func lifecycleCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("lifecycle", flag.ExitOnError)
	cfg := lifecycleConfig{services: servicesFromEnv(), SMTPURL: env("SMTP_URL", "smtp://127.0.0.1:1025")}
	fs.IntVar(&cfg.Hackathons, "n", 2000, "hackathons whose transition falls due in the same second")
	fs.DurationVar(&cfg.Ahead, "ahead", 0, "how far ahead the transitions fall due (scheduling must finish before; 0: 10 s + 40 ms a hackathon)")
	fs.IntVar(&cfg.Pollers, "pollers", 0, "workflow and activity task pollers of the worker (0: the worker's own, workflows.WorkerOptions; -1: autoscaling)")
	fs.IntVar(&cfg.Workers, "workers", 1, "workers polling the task queue")
	fs.DurationVar(&cfg.StickyTimeout, "sticky-timeout", 0, "the workers' sticky schedule-to-start timeout (0: the worker's own, workflows.WorkerOptions)")
	_ = fs.Parse(args)
	return runLifecycle(ctx, os.Stdout, cfg)
}

func runLifecycle(ctx context.Context, out io.Writer, cfg lifecycleConfig) error {
	st, tc, err := cfg.open(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	defer tc.Close()
	mailer, err := mail.New(cfg.SMTPURL, "Hackforge bench <bench@hackforge.test>")
	if err != nil {
		return err
	}

	queue := "bench-lifecycle-" + random()
	for range max(cfg.Workers, 1) {
		wc, err := cfg.dialTemporal()
		if err != nil {
			return err
		}
		defer wc.Close()
		w := worker.New(wc, queue, cfg.workerOptions())
		workflows.Register(w)
		(&activities.Activities{Store: st, Mailer: mailer, PublicURL: "http://hackforge.bench"}).Register(w)
		if err := w.Start(); err != nil {
			return err
		}
		defer w.Stop()
	}

	b := &phaseburst.Burst{Store: st, Flows: &flows.Flows{Client: tc, TaskQueue: queue}}
	o := cfg.workerOptions()
	fmt.Fprintf(out, "lifecycle: %d hackathons; %d CPUs; task queue %s; %d worker(s) with %d workflow and %d activity task pollers each (-1: autoscaling), %d workflow tasks at once (0: SDK default), sticky schedule-to-start timeout %s\n",
		cfg.Hackathons, runtime.NumCPU(), queue, max(cfg.Workers, 1), pollerCount(cfg.Pollers, o.MaxConcurrentWorkflowTaskPollers),
		pollerCount(cfg.Pollers, o.MaxConcurrentActivityTaskPollers), o.MaxConcurrentWorkflowTaskExecutionSize, o.StickyScheduleToStartTimeout)
	started := time.Now()
	if err := b.Create(ctx, cfg.Hackathons, random()); err != nil {
		return err
	}
	defer b.Terminate(context.WithoutCancel(ctx), "benchmark finished")
	// Started first, so that the transitions are measured against workflows
	// that sleep on their timers, not against a backlog of starts.
	if err := b.Attach(ctx, "benchmark"); err != nil {
		return err
	}
	// Not measured: minutes for 2,000 on a busy machine.
	if err := b.WaitUntilAsleep(ctx, time.Now().Add(10*time.Minute), nil); err != nil {
		return err
	}
	fmt.Fprintf(out, "created, workflows started and idle in %s\n", time.Since(started).Round(time.Millisecond))

	started = time.Now()
	ahead := cfg.Ahead
	if ahead <= 0 {
		ahead = aheadFor(cfg.Hackathons)
	}
	if err := b.Schedule(ctx, started.Add(ahead).Truncate(time.Second)); err != nil {
		return err
	}
	if err := b.WaitUntilAsleep(ctx, b.Due.Add(-time.Second), &b.Due); err != nil {
		return fmt.Errorf("%w: raise -ahead", err)
	}
	fmt.Fprintf(out, "REGISTRATION_OPEN scheduled at %s; every workflow asleep until then after %s\n",
		b.Due.Format("15:04:05.000"), time.Since(started).Round(time.Millisecond))

	changes, err := b.WaitForTransitions(ctx)
	if err != nil {
		return err
	}
	lags := make([]time.Duration, len(changes))
	for i, c := range changes {
		lags[i] = c.Lag
	}
	p50, p99 := percentile(lags, 50), percentile(lags, 99)
	fmt.Fprintf(out, "lag from due time to committed phase change: p50 %s  p99 %s  max %s\n",
		p50.Round(time.Millisecond), p99.Round(time.Millisecond), lags[len(lags)-1].Round(time.Millisecond))
	explain(ctx, out, b, changes[len(changes)-1])

	if err := b.CheckExactlyOnce(ctx); err != nil {
		return err
	}
	fmt.Fprintf(out, "applied exactly once: %d/%d (phase REGISTRATION_OPEN, %d notifications and %d e-mails each)\n",
		len(b.IDs), len(b.IDs), phaseburst.PeoplePerHackathon, phaseburst.PeoplePerHackathon)
	met := p50 <= targetP50 && p99 <= targetP99
	fmt.Fprintf(out, "target p50 <= %s, p99 <= %s: %s\n", targetP50, targetP99, map[bool]string{true: "met", false: "NOT MET"}[met])
	return nil
}

// workerOptions are the options of every Hackforge worker
// (workflows.WorkerOptions), with the pollers and the sticky timeout set apart.
func (cfg lifecycleConfig) workerOptions() worker.Options {
	o := workflows.WorkerOptions()
	if cfg.StickyTimeout > 0 {
		o.StickyScheduleToStartTimeout = cfg.StickyTimeout
	}
	switch pollers := cfg.Pollers; {
	case pollers < 0:
		auto := worker.NewPollerBehaviorAutoscaling(worker.PollerBehaviorAutoscalingOptions{})
		o.MaxConcurrentWorkflowTaskPollers, o.MaxConcurrentActivityTaskPollers = 0, 0
		o.WorkflowTaskPollerBehavior, o.ActivityTaskPollerBehavior = auto, auto
	case pollers > 0:
		o.MaxConcurrentWorkflowTaskPollers, o.MaxConcurrentActivityTaskPollers = pollers, pollers
	}
	return o
}

// pollerCount is what the heading shows for a poller count: -1 for autoscaling.
func pollerCount(flag, set int) int {
	if flag < 0 {
		return -1
	}
	return set
}

// percentile is the nearest-rank percentile of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(i-1, 0)]
}

// explain prints where the time of one transition went: the events of its
// workflow's history up to the committed phase change, relative to the due time.
func explain(ctx context.Context, out io.Writer, b *phaseburst.Burst, l phaseburst.Change) {
	fmt.Fprintf(out, "slowest (hackathon %d), from the due time:", l.HackathonID)
	iter := b.Flows.Client.GetWorkflowHistory(ctx, workflows.HackathonLifecycleID(l.HackathonID), "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for iter.HasNext() {
		e, err := iter.Next()
		if err != nil {
			fmt.Fprintf(out, " (history: %v)", err)
			break
		}
		at := e.GetEventTime().AsTime()
		if at.Before(b.Due) || at.After(l.At) {
			continue
		}
		name := strings.TrimPrefix(e.GetEventType().String(), "EVENT_TYPE_")
		fmt.Fprintf(out, " %s +%s,", name, at.Sub(b.Due).Round(time.Millisecond))
	}
	fmt.Fprintf(out, " phase committed +%s\n", l.Lag.Round(time.Millisecond))
}

func random() string {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
