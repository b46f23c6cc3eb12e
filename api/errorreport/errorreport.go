// Package errorreport sends internal errors and panics to an error tracker
// that speaks the Sentry protocol (Sentry, or a self-hosted GlitchTip), the
// same place the web app reports to. Without a DSN it does nothing.
package errorreport

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/getsentry/sentry-go"
	"github.com/go-chi/chi/v5/middleware"
)

// Init starts reporting to dsn ("" turns reporting off) under the given
// environment; the returned flush sends what is queued, at shutdown.
func Init(dsn, environment string) (flush func(), err error) {
	if dsn == "" {
		return func() {}, nil
	}
	return start(sentry.ClientOptions{Dsn: dsn, Environment: environment})
}

func start(opts sentry.ClientOptions) (func(), error) {
	if err := sentry.Init(opts); err != nil {
		return nil, fmt.Errorf("SENTRY_DSN: %w", err)
	}
	return func() { sentry.Flush(2 * time.Second) }, nil
}

// Error reports an internal error with the request's ID and what failed.
func Error(ctx context.Context, err error, where string) {
	hubFor(ctx, where).CaptureException(err)
}

// Panic reports a recovered panic value.
func Panic(ctx context.Context, p any, where string) {
	hubFor(ctx, where).RecoverWithContext(ctx, p)
}

func hubFor(ctx context.Context, where string) *sentry.Hub {
	hub := sentry.CurrentHub().Clone()
	hub.ConfigureScope(func(s *sentry.Scope) {
		s.SetTag("where", where)
		if id := middleware.GetReqID(ctx); id != "" {
			s.SetTag("request_id", id)
		}
	})
	return hub
}

// Recoverer reports a handler's panic and panics on, for chi's Recoverer
// (mounted outside it) to answer 500.
func Recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() { //nolint:contextcheck // the request's context reaches sentry (RecoverWithContext); its hub's own are its business
			if p := recover(); p != nil {
				if err, ok := p.(error); !ok || !errors.Is(err, http.ErrAbortHandler) {
					Panic(r.Context(), p, "http")
				}
				panic(p)
			}
		}()
		next.ServeHTTP(w, r)
	})
}
