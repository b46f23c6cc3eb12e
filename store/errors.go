package store

import (
	"context"
	"errors"
	"net"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/hackforge/hackforge/domain"
)

// notFound turns pgx's "no rows" into domain.ErrNotFound.
func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.ErrNotFound
	}
	return err
}

// isUniqueViolation reports whether err is Postgres' unique_violation.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// violates reports whether err is Postgres refusing a row by the named
// constraint (or a trigger raising in its name).
func violates(err error, constraint string) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.ConstraintName == constraint
}

// Unreachable reports whether err means Postgres cannot be reached (not
// running, restarting, shutting down, the connection cut): the request may
// succeed when retried.
func Unreachable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr *net.OpError
	var pgErr *pgconn.PgError
	switch {
	case errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.As(err, &pgErr):
		// admin_shutdown, crash_shutdown, cannot_connect_now, connection exceptions
		return pgErr.Code == "57P01" || pgErr.Code == "57P02" || pgErr.Code == "57P03" || strings.HasPrefix(pgErr.Code, "08")
	case errors.Is(err, context.DeadlineExceeded):
		return false
	}
	return pgconn.SafeToRetry(err) || pgconn.Timeout(err)
}

// Refused is the client's error for text that Postgres refuses to store: a
// NUL byte (22021 character_not_in_repertoire, also invalid UTF-8) or a
// \u0000 in JSON (22P05 untranslatable_character). The API refuses such text
// at its boundary (api/validate.Text); this is the defence behind it, for
// text that came another way (a provider's claims, a path).
func Refused(err error) (*domain.Error, bool) {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && (pgErr.Code == "22021" || pgErr.Code == "22P05") {
		return domain.Invalid("", "The text contains characters that cannot be stored (a NUL byte or invalid UTF-8)."), true
	}
	return nil, false
}

// Busy reports whether err is a wait that ran past its bound (poolguard.go):
// for a lock, a statement, an idle transaction or a free connection. Postgres
// is overloaded or a transaction held on too long; a retry may succeed.
func Busy(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// lock_not_available, query_canceled (statement_timeout),
		// idle_in_transaction_session_timeout
		return pgErr.Code == "55P03" || pgErr.Code == "57014" || pgErr.Code == "25P03"
	}
	return errors.Is(err, ErrNoConnection)
}

// Transient is the domain's Unavailable for an error a retry may cure:
// Postgres unreachable, or too busy to answer within its bounds.
func Transient(err error) (*domain.Error, bool) {
	switch {
	case Unreachable(err):
		return domain.Unavailable("its database"), true
	case Busy(err):
		return domain.Busy(), true
	}
	return nil, false
}
