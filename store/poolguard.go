package store

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Bounds on every wait, so that no request waits without end. DATABASE_URL
// may set each, e.g. ...?lock_timeout=5s&pool_acquire_timeout=3s.
var defaultWaitBounds = map[string]string{
	// for a lock another transaction holds (a team row, say)
	"lock_timeout": "10s",
	// for any one statement
	"statement_timeout": "30s",
	// for a transaction that waits on something outside Postgres while it
	// holds its locks: Postgres ends its session
	"idle_in_transaction_session_timeout": "60s",
}

// acquireTimeoutParam bounds the wait for a free pooled connection; it is
// ours, not a Postgres setting.
const (
	acquireTimeoutParam   = "pool_acquire_timeout"
	defaultAcquireTimeout = 10 * time.Second
)

// ErrNoConnection: no pooled connection came free within the acquire bound.
var ErrNoConnection = fmt.Errorf("store: no free database connection within %s: %w", acquireTimeoutParam, context.DeadlineExceeded)

// poolInsideTx is what a statement on the pool inside Store.Tx is told.
const poolInsideTx = "store: a statement ran on the connection pool inside Store.Tx; " +
	"inside a transaction, read and write through its Store and context only (or read before it begins)"

// poolGuard watches every wait for a pooled connection: it bounds the
// wait, and catches one made inside a transaction (it panics in a test
// binary and logs otherwise).
type poolGuard struct {
	acquireTimeout time.Duration
	strict         bool
}

// newPoolGuard applies the wait bounds to cfg, those DATABASE_URL set
// winning over the defaults.
func newPoolGuard(cfg *pgxpool.Config, strict bool) (poolGuard, error) {
	params := cfg.ConnConfig.RuntimeParams
	for name, value := range defaultWaitBounds {
		if _, set := params[name]; !set {
			params[name] = value
		}
	}
	g := poolGuard{acquireTimeout: defaultAcquireTimeout, strict: strict}
	if value, set := params[acquireTimeoutParam]; set {
		delete(params, acquireTimeoutParam)
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return g, fmt.Errorf("parse DATABASE_URL: %s=%q is not a positive duration", acquireTimeoutParam, value)
		}
		g.acquireTimeout = d
	}
	return g, nil
}

type openTxKey struct{}

// withOpenTx marks ctx as the context of an open transaction.
func withOpenTx(ctx context.Context) context.Context {
	return context.WithValue(ctx, openTxKey{}, true)
}

type acquireCancelKey struct{}

// TraceAcquireStart runs before pgxpool waits for a connection; the context
// it returns is the one the wait gives up on.
func (g poolGuard) TraceAcquireStart(ctx context.Context, _ *pgxpool.Pool, _ pgxpool.TraceAcquireStartData) context.Context {
	if inTx, _ := ctx.Value(openTxKey{}).(bool); inTx {
		if g.strict {
			panic(poolInsideTx)
		}
		slog.ErrorContext(ctx, poolInsideTx, "stack", string(debug.Stack()))
	}
	bounded, cancel := context.WithTimeoutCause(ctx, g.acquireTimeout, ErrNoConnection)
	return context.WithValue(causeCtx{bounded}, acquireCancelKey{}, cancel)
}

// TraceAcquireEnd releases the bound's timer.
func (poolGuard) TraceAcquireEnd(ctx context.Context, _ *pgxpool.Pool, _ pgxpool.TraceAcquireEndData) {
	if cancel, ok := ctx.Value(acquireCancelKey{}).(context.CancelFunc); ok {
		cancel()
	}
}

// TraceQueryStart and TraceQueryEnd make poolGuard a pgx tracer, which is
// how pgxpool finds its acquire hooks.
func (poolGuard) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	return ctx
}

func (poolGuard) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// causeCtx answers Err with the cause of its end, so that a wait given up
// at the acquire bound reports ErrNoConnection, not a bare deadline.
type causeCtx struct{ context.Context }

func (c causeCtx) Err() error {
	if c.Context.Err() == nil {
		return nil
	}
	return context.Cause(c.Context)
}
