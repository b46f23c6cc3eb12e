package auth

import (
	"context"

	"github.com/hackforge/hackforge/store/db"
)

type ctxKey int

const (
	userKey ctxKey = iota
	tokenKey
)

// WithUser returns ctx carrying the signed-in user and the token they used.
func WithUser(ctx context.Context, u db.User, token string) context.Context {
	ctx = context.WithValue(ctx, userKey, &u)
	return context.WithValue(ctx, tokenKey, token)
}

// UserFrom returns the signed-in user, or nil for an anonymous request.
func UserFrom(ctx context.Context) *db.User {
	u, _ := ctx.Value(userKey).(*db.User)
	return u
}

// TokenFrom returns the bearer token the request was authenticated with.
func TokenFrom(ctx context.Context) string {
	t, _ := ctx.Value(tokenKey).(string)
	return t
}
