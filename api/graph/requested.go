package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// requested reports whether the query selects the named field of the
// object being resolved.
func requested(ctx context.Context, field string) bool {
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name == field {
			return true
		}
	}
	return false
}
