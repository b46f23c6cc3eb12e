// Package apitest starts Hackforge's HTTP API against the real Postgres,
// Temporal dev server and Mailpit that `make test` runs, with a worker of its
// own, and gives tests a client that speaks REST and GraphQL as the web app does.
package apitest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"go.temporal.io/sdk/client"
	temporallog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// Env is one test binary's running API.
type Env struct {
	Store    *store.Store
	Flows    *flows.Flows
	Temporal client.Client
	Inbox    mailtest.Inbox
	Server   *httptest.Server
	// Images keeps uploads in a directory of the test binary's own.
	Images *images.Library
}

var (
	once   sync.Once
	shared *Env
	err    error
)

// Generous limits, so that tests sharing one client address are not throttled.
var relaxed = auth.LimitPair{
	PerAccount: auth.Limit{Attempts: 1000, Window: time.Minute},
	PerAddress: auth.Limit{Attempts: 100000, Window: time.Minute},
}

// Start returns the shared environment, starting it on first use. Without
// `make test`'s services (HACKFORGE_TEST_SERVICES unset) the test is skipped.
func Start(t testing.TB) *Env {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres, Temporal and Mailpit: run through `make test`")
	}
	once.Do(func() { shared, err = start() })
	if err != nil {
		t.Fatalf("start test environment: %v", err)
	}
	return shared
}

func start() (*Env, error) {
	ctx := context.Background()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	// The worker writes through a store of its own, as a `worker` process
	// apart from `serve` does, so tests see what another process wrote.
	workerStore, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	quiet := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	codec, err := payloadcrypt.FromEnv()
	if err != nil {
		return nil, err
	}
	opts := client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS"), Logger: temporallog.NewStructuredLogger(quiet)}
	codec.Protect(&opts)
	tc, err := client.Dial(opts)
	if err != nil {
		return nil, err
	}
	mailer, err := mail.New(os.Getenv("SMTP_URL"), "Hackforge <no-reply@hackforge.test>")
	if err != nil {
		return nil, err
	}
	// A task queue per test binary: packages run in parallel and must not
	// take each other's tasks.
	queue := "test-" + RandomString(6)
	dir, err := os.MkdirTemp("", "hackforge-images-")
	if err != nil {
		return nil, err
	}
	imagesURL, err := images.FileURL(dir)
	if err != nil {
		return nil, err
	}
	lib, err := images.Open(ctx, imagesURL)
	if err != nil {
		return nil, err
	}
	env := &Env{Store: st, Temporal: tc, Flows: &flows.Flows{Client: tc, TaskQueue: queue, Codec: codec}, Inbox: mailtest.Inbox{URL: os.Getenv("MAILPIT_URL")}, Images: lib}
	env.Server = httptest.NewServer(env.Router(relaxed))

	w := worker.New(tc, queue, workflows.WorkerOptions())
	workflows.Register(w)
	(&activities.Activities{Store: workerStore, Mailer: mailer, PublicURL: env.Server.URL}).Register(w)
	if err := w.Start(); err != nil {
		return nil, err
	}
	return env, nil
}

// Router builds a router on the environment's services whose login, reset
// and registration attempts are bounded by limits, e.g. tight ones.
func (e *Env) Router(limits auth.LimitPair) http.Handler {
	return api.NewRouter(api.Options{
		Store: e.Store, Flows: e.Flows, LoginLimits: limits, ResetLimits: limits, RegisterLimits: limits,
		LimitScope: RandomString(4) + ":", Images: e.Images,
	})
}

// RandomString returns n random bytes as hex, for unique names and addresses.
func RandomString(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Now is the current time, truncated to what Postgres stores.
func (e *Env) Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
