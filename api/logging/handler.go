// Package logging adds what a request knows to every log line written
// under its context, so that one request's lines can be found together.
package logging

import (
	"context"
	"log/slog"

	"github.com/go-chi/chi/v5/middleware"
)

// WithRequestID wraps h so that records logged with a request's context
// (slog.InfoContext(r.Context(), ...)) carry its request_id, the one chi's
// RequestID middleware set (or took from the X-Request-Id header).
// Workflow and activity lines carry WorkflowID and RunID from the Temporal
// SDK's own loggers.
func WithRequestID(h slog.Handler) slog.Handler { return requestID{h} }

type requestID struct{ slog.Handler }

func (h requestID) Handle(ctx context.Context, r slog.Record) error {
	if id := middleware.GetReqID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestID) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestID{h.Handler.WithAttrs(attrs)}
}

func (h requestID) WithGroup(name string) slog.Handler { return requestID{h.Handler.WithGroup(name)} }
