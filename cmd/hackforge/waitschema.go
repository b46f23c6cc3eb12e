package main

import (
	"context"
	"log/slog"
	"time"
)

// schemaPollInterval: how often wait-for-schema asks the database again.
const schemaPollInterval = 2 * time.Second

// waitForSchema returns once current reports the schema current, asking
// every interval until ctx ends. An error (Postgres not reachable yet) is
// logged and asked again: a pod's init container waits for the database as
// for the migration.
func waitForSchema(ctx context.Context, current func() (bool, error), every time.Duration) error {
	for {
		ok, err := current()
		switch {
		case ok:
			slog.Info("database schema is current")
			return nil
		case err != nil:
			slog.Warn("reading the schema version", "error", err)
		default:
			slog.Info("waiting for the migration")
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(every):
		}
	}
}
