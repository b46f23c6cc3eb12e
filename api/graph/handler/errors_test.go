package handler

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/hackforge/hackforge/domain"
)

const refusedText = "The text contains characters that cannot be stored (a NUL byte or invalid UTF-8)."

func TestPresentErrorTranslatesEveryDomainCode(t *testing.T) {
	ctx := graphql.WithFieldContext(context.Background(), &graphql.FieldContext{Field: graphql.CollectedField{Field: &ast.Field{Alias: "hackathon"}}})
	cases := []struct {
		err       error
		code, msg string
		field     any
	}{
		{domain.ErrNotFound, "NOT_FOUND", "Not found.", nil},
		{fmt.Errorf("wrapped: %w", domain.ErrForbidden), "FORBIDDEN", "You do not have permission to do this.", nil},
		{domain.ErrUnauthenticated, "UNAUTHENTICATED", "You must be logged in to do this.", nil},
		{domain.Conflict("email", "Taken."), "CONFLICT", "Taken.", "email"},
		{domain.ErrConflict, "CONFLICT", "This conflicts with what is already stored.", nil},
		{domain.Invalid("maxTeamSize", "Too big."), "BAD_USER_INPUT", "Too big.", "maxTeamSize"},
		{errors.New("connection reset"), "INTERNAL", "Something went wrong, please try again.", nil},
		{domain.Unavailable("its workflow service (Temporal)"), "UNAVAILABLE",
			"Hackforge cannot reach its workflow service (Temporal) right now. Please try again in a minute.", nil},
		{fmt.Errorf("read hackathon: %w", &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}), "UNAVAILABLE",
			"Hackforge cannot reach its database right now. Please try again in a minute.", nil},
		// Text Postgres refuses, should any pass the boundary's rule.
		{fmt.Errorf("save: %w", &pgconn.PgError{Code: "22021"}), "BAD_USER_INPUT", refusedText, nil},
		{fmt.Errorf("save: %w", &pgconn.PgError{Code: "22P05"}), "BAD_USER_INPUT", refusedText, nil},
	}
	for _, c := range cases {
		got := PresentError(ctx, c.err)
		assert.Equal(t, c.code, got.Extensions["code"], "%v", c.err)
		assert.Equal(t, c.msg, got.Message, "%v", c.err)
		assert.Equal(t, c.field, got.Extensions["field"], "%v", c.err)
	}
}
