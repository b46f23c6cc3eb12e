package store

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// changeChannel is what migration 000003's triggers notify on.
const changeChannel = "hackforge_change"

// cacheTracer drops the read cache whenever this process sends a statement
// that may change data, and again when it commits, so that a request never
// reads its own process's writes stale. Other processes learn of the change
// from the notification at commit.
type cacheTracer struct {
	cache *readCache
	next  pgx.QueryTracer // an optional tracer of the caller's
}

func (t cacheTracer) TraceQueryStart(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	if t.next != nil {
		ctx = t.next.TraceQueryStart(ctx, conn, data)
	}
	return ctx
}

func (t cacheTracer) TraceQueryEnd(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryEndData) {
	if mayWrite(data.CommandTag.String()) {
		t.cache.invalidate()
	}
	if t.next != nil {
		t.next.TraceQueryEnd(ctx, conn, data)
	}
}

// mayWrite reads a statement's command tag ("SELECT 1", "UPDATE 3",
// "COMMIT", ...): anything but a read or the start of a transaction may
// have changed data. An empty tag (a failed statement) counts as a write.
func mayWrite(tag string) bool {
	verb, _, _ := strings.Cut(tag, " ")
	switch verb {
	case "SELECT", "BEGIN", "SHOW", "FETCH":
		return false
	}
	return true
}

// listenForChanges keeps a connection listening for change notifications
// until ctx ends, dropping the cache at each. While it is not listening the
// cache is off, since changes could be missed.
func (s *Store) listenForChanges(ctx context.Context, cfg *pgx.ConnConfig) {
	for backoff := 100 * time.Millisecond; ctx.Err() == nil; backoff = min(2*backoff, 10*time.Second) {
		err := s.listen(ctx, cfg)
		s.cache.setEnabled(false)
		if ctx.Err() != nil {
			return
		}
		slog.Warn("read cache off: change listener lost its connection", "err", err, "retry_in", backoff)
		select {
		case <-ctx.Done():
		case <-time.After(backoff):
		}
	}
}

func (s *Store) listen(ctx context.Context, cfg *pgx.ConnConfig) error {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+changeChannel); err != nil {
		return err
	}
	s.cache.setEnabled(true)
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
		s.cache.invalidate()
	}
}
