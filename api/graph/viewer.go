package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/db"
)

// viewer returns the signed-in user, or ErrUnauthenticated on /u-gql.
func viewer(ctx context.Context) (*db.User, error) {
	u := auth.UserFrom(ctx)
	if u == nil {
		return nil, domain.ErrUnauthenticated
	}
	return u, nil
}

// viewerID is the signed-in user's id, 0 on /u-gql.
func viewerID(ctx context.Context) int64 {
	if u := auth.UserFrom(ctx); u != nil {
		return u.ID
	}
	return 0
}
