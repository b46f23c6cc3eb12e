package scalar

import (
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/hackforge/hackforge/domain"
)

// MarshalTime writes a time as RFC 3339, as gqlgen's Time does.
func MarshalTime(t time.Time) graphql.Marshaler { return graphql.MarshalTime(t) }

// UnmarshalTime reads an RFC 3339 time; anything else is the client's
// mistake, named on the input field that held it.
func UnmarshalTime(v any) (time.Time, error) {
	t, err := graphql.UnmarshalTime(v)
	if err != nil {
		return time.Time{}, &domain.Error{Code: domain.CodeInvalid, Message: "Enter a date and time such as 2026-03-01T09:00:00Z."}
	}
	return t, nil
}
