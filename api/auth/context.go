package auth

import (
	"context"
	"errors"
	"sync"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/db"
)

type ctxKey int

const sessionKey ctxKey = iota

// session is a signed-in request's user: the id at once, the row read at
// most once and only when something asks for more than the id (most reads
// need only the id, and skip that statement).
type session struct {
	userID int64
	token  string
	read   func() (*db.User, error)
}

// WithSession returns ctx signed in as userID with token. user is the row
// when the caller has it, else nil and users reads it, within ctx, on first
// use.
func WithSession(ctx context.Context, userID int64, token string, user *db.User, users Users) context.Context {
	s := &session{userID: userID, token: token}
	if user != nil {
		s.read = func() (*db.User, error) { return user, nil }
	} else {
		s.read = sync.OnceValues(func() (*db.User, error) {
			u, err := users.User(ctx, userID)
			if errors.Is(err, domain.ErrNotFound) { // deleted since the token was checked
				return nil, domain.ErrUnauthenticated
			}
			return &u, err
		})
	}
	return context.WithValue(ctx, sessionKey, s)
}

func sessionFrom(ctx context.Context) *session {
	s, _ := ctx.Value(sessionKey).(*session)
	return s
}

// UserID is the signed-in user's id, 0 for an anonymous request.
func UserID(ctx context.Context) int64 {
	if s := sessionFrom(ctx); s != nil {
		return s.userID
	}
	return 0
}

// UserFrom returns the signed-in user's row, nil for an anonymous request.
func UserFrom(ctx context.Context) (*db.User, error) {
	s := sessionFrom(ctx)
	if s == nil {
		return nil, nil
	}
	return s.read()
}

// TokenFrom returns the bearer token the request was authenticated with.
func TokenFrom(ctx context.Context) string {
	if s := sessionFrom(ctx); s != nil {
		return s.token
	}
	return ""
}
