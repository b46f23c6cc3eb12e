// Package store persists Hackforge's entities in PostgreSQL. Static SQL lives
// in queries/ and is compiled by sqlc into package db; this package wraps it
// with transactions and the project's error vocabulary.
package store

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/multitracer"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/hackforge/hackforge/store/internal/db"
)

// defaultMaxConns replaces pgxpool's default of max(4, CPUs). A request holds
// a connection only while a statement runs, so a few serve many requests;
// more only add Postgres backends that compete for the same cores (make bench
// on 2 cores: discover's p99 85 ms with 32, 60 ms with 8, at the same rate).
// DATABASE_URL's pool_max_conns overrides it.
const defaultMaxConns = 8

// Store is safe for concurrent use. A Store that Tx hands out is bound to its
// transaction and lives only as long as it.
type Store struct {
	pool *pgxpool.Pool
	conn conn // the pool, or the transaction this Store is bound to
	q    *db.Queries
	// Shared with the Stores that Tx hands out.
	views  *viewCache
	pages  *discoverPages
	tokens *liveTokens
}

// conn runs statements and begins transactions: a pool, or a transaction
// (whose Begin makes a savepoint).
type conn interface {
	db.DBTX
	Begin(ctx context.Context) (pgx.Tx, error)
}

type options struct {
	tracer pgx.QueryTracer
}

// Option adjusts how the store connects.
type Option func(*options)

// WithTracer traces every statement, e.g. to count them in tests.
func WithTracer(t pgx.QueryTracer) Option {
	return func(o *options) { o.tracer = t }
}

// Open connects to the database at url and checks that it answers.
func Open(ctx context.Context, url string, opts ...Option) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = defaultMaxConns
	}
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	guard, err := newPoolGuard(cfg, testing.Testing())
	if err != nil {
		return nil, err
	}
	if o.tracer != nil {
		cfg.ConnConfig.Tracer = multitracer.New(guard, o.tracer)
	} else {
		cfg.ConnConfig.Tracer = guard
	}
	// pgx prepares each statement once per connection; plan it once too.
	// Postgres would re-plan those whose plan it expects to depend on the
	// arguments at every execution: ListHackathonViews took 0.8 ms to plan
	// and 0.1 ms to run.
	cfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "force_generic_plan"
	s := &Store{views: newViewCache(), pages: newDiscoverPages(), tokens: newLiveTokens()}
	if s.pool, err = pgxpool.NewWithConfig(ctx, cfg); err != nil {
		return nil, fmt.Errorf("connect to postgres: %w", err)
	}
	if err := s.pool.Ping(ctx); err != nil {
		s.pool.Close()
		return nil, fmt.Errorf("connect to postgres: %w", err)
	}
	s.conn = s.pool
	s.q = db.New(s.pool)
	return s, nil
}

// Close releases every connection.
func (s *Store) Close() { s.pool.Close() }

// Ping reports whether Postgres answers.
func (s *Store) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

// Pool exposes the connection pool to tests and benchmarks.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// Tx runs fn with a Store bound to one transaction: whatever fn writes
// through tx commits together when fn returns nil, or not at all. A mutation
// runs all its writes, notifications included, in one Tx. Inside a Tx, Tx
// nests as a savepoint.
//
// fn reads and writes through tx and the ctx it is given, never through
// another Store: a statement on the pool would wait for a second connection
// while this one holds its locks, and with every connection so held, nobody
// moves. In a test binary, such a statement panics (poolguard.go).
func (s *Store) Tx(ctx context.Context, fn func(ctx context.Context, tx *Store) error) error {
	return pgx.BeginFunc(ctx, s.conn, func(t pgx.Tx) error {
		bound := *s
		bound.conn, bound.q = t, s.q.WithTx(t)
		return fn(withOpenTx(ctx), &bound)
	})
}

// PoolStat is a snapshot of the connection pool, for metrics.
func (s *Store) PoolStat() *pgxpool.Stat { return s.pool.Stat() }
