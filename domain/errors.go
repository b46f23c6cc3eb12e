package domain

import (
	"errors"
	"fmt"
)

// Code says what kind of failure an Error is; each boundary translates it
// once (GraphQL extensions.code, REST status, retryable or not in activities).
type Code string

const (
	// CodeInvalid: the input is wrong; Field names the input field when one is to blame.
	CodeInvalid Code = "INVALID"
	// CodeNotFound: the object does not exist, or the caller may not know it does.
	CodeNotFound Code = "NOT_FOUND"
	// CodeConflict: the write clashes with what is stored (a duplicate, a changed state).
	CodeConflict Code = "CONFLICT"
	// CodeForbidden: the caller is known but lacks the role.
	CodeForbidden Code = "FORBIDDEN"
	// CodeUnauthenticated: the operation needs a signed-in caller.
	CodeUnauthenticated Code = "UNAUTHENTICATED"
	// CodeUnavailable: a service the operation needs (Postgres, Temporal) is
	// unreachable or too busy for now; the same request may succeed when retried.
	CodeUnavailable Code = "UNAVAILABLE"
)

// Error is the project's one error type: a code, an optional input field and
// a message fit to show to the user.
type Error struct {
	Code    Code
	Field   string // the camelCase input field, e.g. "maxTeamSize"; "" when none
	Message string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return e.Message
	}
	return e.Field + ": " + e.Message
}

// Is makes errors.Is(err, ErrNotFound) true for every not-found Error, so
// that the sentinels below match errors carrying their own message.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code && t.Field == "" && t.Message == defaultMessages[t.Code]
}

var defaultMessages = map[Code]string{
	CodeInvalid:         "The input is not valid.",
	CodeNotFound:        "Not found.",
	CodeConflict:        "This conflicts with what is already stored.",
	CodeForbidden:       "You do not have permission to do this.",
	CodeUnauthenticated: "You must be logged in to do this.",
}

// The errors without a particular message; errors.Is matches any Error of their code.
var (
	ErrNotFound        = &Error{Code: CodeNotFound, Message: defaultMessages[CodeNotFound]}
	ErrConflict        = &Error{Code: CodeConflict, Message: defaultMessages[CodeConflict]}
	ErrForbidden       = &Error{Code: CodeForbidden, Message: defaultMessages[CodeForbidden]}
	ErrUnauthenticated = &Error{Code: CodeUnauthenticated, Message: defaultMessages[CodeUnauthenticated]}
)

// Invalid is a problem with one input field.
func Invalid(field, format string, args ...any) *Error {
	return &Error{Code: CodeInvalid, Field: field, Message: fmt.Sprintf(format, args...)}
}

// Conflict is a clash with stored data, worded for the user.
func Conflict(field, format string, args ...any) *Error {
	return &Error{Code: CodeConflict, Field: field, Message: fmt.Sprintf(format, args...)}
}

// Unavailable is a service the operation needs that cannot be reached now;
// what names it for the user, e.g. "its database".
func Unavailable(what string) *Error {
	return &Error{Code: CodeUnavailable, Message: fmt.Sprintf("Hackforge cannot reach %s right now. Please try again in a minute.", what)}
}

// Busy is a service too loaded to answer within its time bounds.
func Busy() *Error {
	return &Error{Code: CodeUnavailable, Message: "Hackforge is too busy to answer right now. Please try again in a moment."}
}

// AsError finds the first *Error in err's chain, errors.Join included.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
