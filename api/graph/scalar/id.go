// Package scalar maps GraphQL scalars onto the Go types the store uses.
package scalar

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"github.com/hackforge/hackforge/domain"
)

// MarshalInt64ID writes a database id as a GraphQL ID (a string).
func MarshalInt64ID(id int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(strconv.FormatInt(id, 10)))
	})
}

// UnmarshalInt64ID reads a GraphQL ID given as a string or number.
func UnmarshalInt64ID(v any) (int64, error) {
	switch v := v.(type) {
	case string:
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, invalidID(v)
		}
		return id, nil
	case json.Number:
		id, err := v.Int64()
		if err != nil {
			return 0, invalidID(v)
		}
		return id, nil
	case int64:
		return v, nil
	case int:
		return int64(v), nil
	case float64:
		return int64(v), nil
	default:
		return 0, invalidID(v)
	}
}

func invalidID(v any) error {
	return &domain.Error{Code: domain.CodeInvalid, Message: fmt.Sprintf("%v is not a valid ID.", v)}
}
