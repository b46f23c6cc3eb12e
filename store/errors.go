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
