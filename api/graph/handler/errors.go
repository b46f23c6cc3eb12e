package handler

import (
	"context"
	"errors"
	"log/slog"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/hackforge/hackforge/api/errorreport"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// Error codes in extensions.code.
const (
	CodeUnauthenticated = "UNAUTHENTICATED"
	CodeForbidden       = "FORBIDDEN"
	CodeNotFound        = "NOT_FOUND"
	CodeBadUserInput    = "BAD_USER_INPUT"
	CodeConflict        = "CONFLICT"
	// CodeUnavailable: Postgres or Temporal is unreachable or too busy; retrying later may succeed.
	CodeUnavailable = "UNAVAILABLE"
	CodeInternal    = "INTERNAL"
	// CodeInvalidRequest marks gqlgen's own refusals that carry no code of
	// their own (e.g. introspection in production).
	CodeInvalidRequest = "GRAPHQL_VALIDATION_FAILED"
)

// codes translates the domain's error codes, in one place.
var codes = map[domain.Code]string{
	domain.CodeInvalid:         CodeBadUserInput,
	domain.CodeNotFound:        CodeNotFound,
	domain.CodeConflict:        CodeConflict,
	domain.CodeForbidden:       CodeForbidden,
	domain.CodeUnauthenticated: CodeUnauthenticated,
	domain.CodeUnavailable:     CodeUnavailable,
}

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
	e, ok := domain.AsError(err)
	if !ok {
		e, ok = store.Refused(err)
	}
	if !ok {
		if e, ok = store.Transient(err); ok {
			slog.WarnContext(ctx, "graphql resolver: database unavailable", "path", gqlErr.Path.String(), "err", err)
		}
	}
	if !ok {
		slog.ErrorContext(ctx, "graphql resolver failed", "path", gqlErr.Path.String(), "err", err)
		errorreport.Error(ctx, err, "graphql "+gqlErr.Path.String())
		gqlErr.Message = "Something went wrong, please try again."
		gqlErr.Extensions = map[string]any{"code": CodeInternal}
		return gqlErr
	}
	gqlErr.Message = e.Message
	gqlErr.Extensions = map[string]any{"code": codes[e.Code]}
	if field := fieldOf(e, gqlErr.Path); field != "" {
		gqlErr.Extensions["field"] = field
	}
	return gqlErr
}

// fieldOf is the input field an error names. An argument that gqlgen could
// not read (a malformed ID, say) is named by the last name of the error's
// path, below the field that takes it: ["hackathon", "id"], or
// ["inviteToHackathon", "input", "emails", 2] for an element of a list.
func fieldOf(e *domain.Error, path ast.Path) string {
	if e.Field != "" || e.Code != domain.CodeInvalid {
		return e.Field
	}
	for i := len(path) - 1; i >= 1; i-- {
		if name, ok := path[i].(ast.PathName); ok {
			return string(name)
		}
	}
	return ""
}

// Recover turns a resolver panic into an internal error.
func Recover(ctx context.Context, p any) error {
	slog.ErrorContext(ctx, "graphql resolver panicked", "panic", p)
	errorreport.Panic(ctx, p, "graphql")
	return errors.New("internal error")
}
