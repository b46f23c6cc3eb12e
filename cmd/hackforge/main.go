// Command hackforge runs Hackforge: the API and web app (serve), the Temporal
// worker (worker), both in one process (all), database migrations (migrate)
// and demo data (seed). Configuration comes from the environment (README).
package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/hackforge/hackforge/api/logging"
	"github.com/hackforge/hackforge/store"
)

const usage = `usage: hackforge <command>

commands:
  serve    the API and the web app on HTTP_ADDR
  worker   the Temporal worker
  all      serve and worker in one process
  migrate  bring the database schema up to date
  wait-for-schema  return once the database has every migration this binary carries (an init container's wait for the migrate Job)
  seed     add demo data (idempotent) and print the demo accounts
  healthcheck  exit 0 when serve answers /healthz on HTTP_ADDR (for container health checks)
  healthcheck-worker  exit 0 when a worker answers /healthz on METRICS_ADDR
  grant-admin EMAIL  make the account with that e-mail a platform administrator (reads user feedback)
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := (&Main{Stdout: os.Stdout}).Run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "hackforge:", err)
		os.Exit(1)
	}
}

// Main runs one subcommand; tests and benchmarks reuse it.
type Main struct {
	Stdout io.Writer
	// Config overrides the environment when set.
	Config *Config
}

// Run executes the subcommand named by args[0] until ctx ends or it finishes.
func (m *Main) Run(ctx context.Context, args []string) error {
	if len(args) == 0 || len(args) != 1+commandArgs[args[0]] {
		fmt.Fprint(m.Stdout, usage)
		if len(args) > 0 && commandArgs[args[0]] > 0 {
			return fmt.Errorf("%s takes %d argument(s)", args[0], commandArgs[args[0]])
		}
		return fmt.Errorf("expected one command")
	}
	cfg, err := m.config()
	if err != nil {
		return err
	}
	setUpLogging(cfg)
	switch args[0] {
	case "serve":
		return runServices(ctx, cfg, true, false)
	case "worker":
		return runServices(ctx, cfg, false, true)
	case "all":
		return runServices(ctx, cfg, true, true)
	case "migrate":
		return migrate(cfg)
	case "wait-for-schema":
		return waitForSchema(ctx, func() (bool, error) { return store.SchemaCurrent(cfg.DatabaseURL) }, schemaPollInterval)
	case "seed":
		return seed(ctx, cfg, m.Stdout)
	case "healthcheck":
		return healthcheck(ctx, "HTTP_ADDR", cfg.HTTPAddr)
	case "healthcheck-worker":
		return healthcheck(ctx, "METRICS_ADDR", cfg.MetricsAddr)
	case "grant-admin":
		return grantAdmin(ctx, cfg, args[1], m.Stdout) //nolint:gosec // G602: commandArgs made Run check there are two
	default:
		fmt.Fprint(m.Stdout, usage)
		return fmt.Errorf("unknown command %q", args[0])
	}
}

// commandArgs: how many arguments a command takes besides its name (none
// unless listed).
var commandArgs = map[string]int{"grant-admin": 1}

func (m *Main) config() (Config, error) {
	if m.Config != nil {
		return *m.Config, nil
	}
	return configFromEnv()
}

func setUpLogging(cfg Config) {
	var h slog.Handler = slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo})
	if cfg.production() {
		h = slog.NewJSONHandler(os.Stderr, nil)
	}
	slog.SetDefault(slog.New(logging.WithRequestID(h)))
}
