package graph

import (
	"context"
	"errors"
	"log/slog"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/store"
)

// Error codes in extensions.code.
const (
	CodeUnauthenticated = "UNAUTHENTICATED"
	CodeForbidden       = "FORBIDDEN"
	CodeNotFound        = "NOT_FOUND"
	CodeBadUserInput    = "BAD_USER_INPUT"
	CodeInternal        = "INTERNAL"
	// CodeInvalidRequest marks gqlgen's own refusals that carry no code of
	// their own (e.g. introspection in production).
	CodeInvalidRequest = "GRAPHQL_VALIDATION_FAILED"
)

// PresentError gives every error a message the web client can show as a toast
// and an extensions.code; internal errors are logged and never shown.
func PresentError(ctx context.Context, err error) *gqlerror.Error {
	gqlErr := graphql.DefaultErrorPresenter(ctx, err)
	if gqlErr.Err == nil { // raised by gqlgen itself: parse, validation, limits, introspection
		if gqlErr.Extensions["code"] == nil {
			gqlErr.Extensions = map[string]any{"code": CodeInvalidRequest}
		}
		return gqlErr
	}
	var field *validate.FieldError
	switch {
	case errors.As(err, &field):
		return withCode(gqlErr, CodeBadUserInput, field.Message, "field", field.Field)
	case errors.Is(err, access.ErrUnauthenticated):
		return withCode(gqlErr, CodeUnauthenticated, "You must be logged in to do this.")
	case errors.Is(err, access.ErrForbidden):
		return withCode(gqlErr, CodeForbidden, "You do not have permission to do this.")
	case errors.Is(err, store.ErrNotFound):
		return withCode(gqlErr, CodeNotFound, "Not found.")
	default:
		slog.ErrorContext(ctx, "graphql resolver failed", "path", gqlErr.Path.String(), "err", err)
		return withCode(gqlErr, CodeInternal, "Something went wrong, please try again.")
	}
}

func withCode(e *gqlerror.Error, code, message string, kv ...string) *gqlerror.Error {
	e.Message = message
	e.Extensions = map[string]any{"code": code}
	for i := 0; i+1 < len(kv); i += 2 {
		e.Extensions[kv[i]] = kv[i+1]
	}
	return e
}

// Recover turns a resolver panic into an internal error.
func Recover(ctx context.Context, p any) error {
	slog.ErrorContext(ctx, "graphql resolver panicked", "panic", p)
	return errors.New("internal error")
}
