package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"

	"go.temporal.io/sdk/client"
	temporallog "go.temporal.io/sdk/log"

	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
)

// services are the Postgres and Temporal of a benchmark that runs a worker
// in this process.
type services struct {
	DatabaseURL, TemporalAddress, TemporalNamespace string
}

// servicesFromEnv reads DATABASE_URL, TEMPORAL_ADDRESS and TEMPORAL_NAMESPACE
// (deploy/bench.sh sets them), defaulting to services on this machine.
func servicesFromEnv() services {
	return services{
		DatabaseURL:       env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable"),
		TemporalAddress:   env("TEMPORAL_ADDRESS", "127.0.0.1:7233"),
		TemporalNamespace: env("TEMPORAL_NAMESPACE", "default"),
	}
}

// dialTemporal connects a Temporal client whose SDK log is discarded: the
// benchmark prints its own report.
func (s services) dialTemporal() (client.Client, error) {
	quiet := temporallog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	codec, err := payloadcrypt.FromEnv()
	if err != nil {
		return nil, err
	}
	opts := client.Options{HostPort: s.TemporalAddress, Namespace: s.TemporalNamespace, Logger: quiet}
	codec.Protect(&opts)
	tc, err := client.Dial(opts)
	if err != nil {
		return nil, fmt.Errorf("temporal: %w", err)
	}
	return tc, nil
}

// open opens the store and a Temporal client; the caller closes both.
func (s services) open(ctx context.Context) (*store.Store, client.Client, error) {
	st, err := store.Open(ctx, s.DatabaseURL)
	if err != nil {
		return nil, nil, err
	}
	tc, err := s.dialTemporal()
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	return st, tc, nil
}
