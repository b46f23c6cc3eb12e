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
