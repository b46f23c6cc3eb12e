package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// viewer returns the signed-in user as stored now, or ErrUnauthenticated on
// /u-gql. A resolver that needs only the id asks viewerID or
// signedInViewerID, which cost no statement.
func viewer(ctx context.Context) (*record.User, error) {
	u, err := auth.UserFrom(ctx)
	if err == nil && u == nil {
		return nil, domain.ErrUnauthenticated
	}
	return u, err
}

// viewerID is the signed-in user's id, 0 on /u-gql.
func viewerID(ctx context.Context) int64 { return auth.UserID(ctx) }

// signedInViewerID is the signed-in user's id, or ErrUnauthenticated on /u-gql.
func signedInViewerID(ctx context.Context) (int64, error) {
	if id := auth.UserID(ctx); id != 0 {
		return id, nil
	}
	return 0, domain.ErrUnauthenticated
}
