package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"runtime/debug"
	"time"

	"go.temporal.io/sdk/client"
	temporallog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"golang.org/x/sync/errgroup"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/errorreport"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/api/metrics"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// gcPercent is the garbage collector's target when GOGC is not set. A
// request leaves much short-lived garbage and the heap that stays is small
// (tens of MB), so collecting a quarter as often buys throughput for little
// memory (make bench: discover +5 to 20 %).
const gcPercent = 400

// runServices runs the HTTP server, the worker or both until ctx ends.
func runServices(ctx context.Context, cfg Config, serve, work bool) error {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	flushReports, err := errorreport.Init(cfg.SentryDSN, cfg.Env)
	if err != nil {
		return err
	}
	defer flushReports()
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	m := metrics.New()
	m.RegisterPool(st.PoolStat)
	temporalMetrics, err := m.Temporal()
	if err != nil {
		return err
	}
	opts, codec, err := cfg.temporalClient()
	if err != nil {
		return err
	}
	opts.Logger, opts.MetricsHandler = temporallog.NewStructuredLogger(slog.Default()), temporalMetrics
	// Lazy: the server starts even while Temporal is down; /readyz says so.
	tc, err := client.NewLazyClient(opts)
	if err != nil {
		return fmt.Errorf("temporal client: %w", err)
	}
	defer tc.Close()

	fl := &flows.Flows{Client: tc, TaskQueue: cfg.TaskQueue, AIConfigured: cfg.AI.Configured(), Codec: codec}
	g, ctx := errgroup.WithContext(ctx)
	if cfg.MetricsAddr != "" {
		g.Go(func() error { return runHTTP(ctx, cfg.MetricsAddr, operatorMux(m, api.Readiness(st, fl))) })
	}
	if work {
		mailer, err := mail.New(cfg.SMTPURL, cfg.MailFrom)
		if err != nil {
			return err
		}
		w := worker.New(tc, cfg.TaskQueue, workflows.WorkerOptions())
		workflows.Register(w)
		(&activities.Activities{Store: st, Mailer: mailer, PublicURL: cfg.PublicURL, AI: cfg.AI}).Register(w)
		g.Go(func() error {
			if err := awaitTemporal(ctx, tc, cfg.TemporalNamespace); err != nil || ctx.Err() != nil {
				return err
			}
			return runWorker(ctx, w)
		})
		if cfg.Sweeps {
			g.Go(func() error { sweep(ctx, st, fl); return nil })
		}
	}
	if serve {
		lib, err := cfg.images(ctx)
		if err != nil {
			return err
		}
		defer lib.Close()
		handler := api.NewRouter(api.Options{
			Store: st, Flows: fl,
			WebDir: cfg.WebDir, PublicURL: cfg.PublicURL, Production: cfg.production(), ConnectSources: cfg.ConnectSources,
			LoginLimits: cfg.loginLimits(), ResetLimits: cfg.resetLimits(), RegisterLimits: cfg.registerLimits(), Metrics: m,
			SocialProviders: cfg.SocialProviders, TrustedProxies: cfg.TrustedProxies,
			TemporalUI: cfg.temporalUI(), Codec: codec, CodecToken: cfg.CodecToken, Images: lib,
		})
		g.Go(func() error { return runHTTP(ctx, cfg.HTTPAddr, handler) })
		g.Go(func() error { purgeAttemptCounts(ctx, st); return nil })
		g.Go(func() error { sweepImages(ctx, st, lib); return nil })
	}
	return g.Wait()
}

// operatorMux is what METRICS_ADDR serves: metrics, and the health checks
// for processes that have no API router (a worker's probes).
func operatorMux(m *metrics.Metrics, ready http.HandlerFunc) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	mux.HandleFunc("GET /readyz", ready)
	return mux
}

func runWorker(ctx context.Context, w worker.Worker) error {
	if err := w.Start(); err != nil {
		return fmt.Errorf("temporal worker: %w", err)
	}
	slog.Info("worker polling")
	<-ctx.Done()
	w.Stop()
	return nil
}

func runHTTP(ctx context.Context, addr string, h http.Handler) error {
	srv := &http.Server{Addr: addr, Handler: h, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	slog.Info("serving", "addr", "http://"+addr)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

// purgeAttemptCounts deletes expired login and reset attempt counts now
// and then until ctx ends; each serve process does, which is harmless.
func purgeAttemptCounts(ctx context.Context, st *store.Store) {
	every(ctx, 10*time.Minute, func() {
		if _, err := st.PurgeExpiredAttempts(ctx); err != nil && ctx.Err() == nil {
			slog.Warn("purging attempt counts", "error", err)
		}
	})
}

// every calls do each interval until ctx ends.
func every(ctx context.Context, interval time.Duration, do func()) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			do()
		}
	}
}

// Images no row points at are deleted every imageSweepEvery, once all their
// renditions are older than imageGrace: a key names its content, so the
// same file uploaded again within the grace finds its renditions there.
const (
	imageSweepEvery = time.Hour
	imageGrace      = 24 * time.Hour
)

// sweepImages deletes unreferenced images now and then until ctx ends;
// each serve process does, and the store's lock keeps them apart.
func sweepImages(ctx context.Context, st *store.Store, lib *images.Library) {
	every(ctx, imageSweepEvery, func() {
		n, err := lib.Sweep(ctx, st, time.Now().Add(-imageGrace))
		logSweep(ctx, "unreferenced images deleted", n, err)
	})
}

// Sweeps catch up on what a request could not hand to Temporal while it was
// down. Every sweepEvery, the workflows of hackathons written to more than
// lifecycleGrace ago that have not heard of it are attached again, and the
// workflow starts written more than startGrace ago are started. The graces
// leave a request the time to do it itself.
const (
	sweepEvery     = 5 * time.Second
	lifecycleGrace = 10 * time.Second
	startGrace     = 2 * time.Second
)

func sweep(ctx context.Context, st *store.Store, fl *flows.Flows) {
	tick := time.NewTicker(sweepEvery)
	defer tick.Stop()
	for {
		n, err := fl.ReattachStaleLifecycles(ctx, st, lifecycleGrace)
		logSweep(ctx, "lifecycles re-attached", n, err)
		n, err = fl.DispatchDueStarts(ctx, st, time.Now().Add(-startGrace))
		logSweep(ctx, "written workflow starts", n, err)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func logSweep(ctx context.Context, what string, n int, err error) {
	if n > 0 {
		slog.Info("sweep", "done", what, "count", n)
	}
	if err != nil && ctx.Err() == nil {
		slog.Warn("sweep stopped", "at", what, "error", err)
	}
}

func migrate(cfg Config) error {
	if err := store.Migrate(cfg.DatabaseURL); err != nil {
		return err
	}
	slog.Info("database schema is up to date")
	return nil
}
