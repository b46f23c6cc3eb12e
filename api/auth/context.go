package auth

import (
	"context"
	"errors"
	"sync"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

type ctxKey int

const sessionKey ctxKey = iota

// session is a signed-in request's user: the id at once, the row read at
// most once and only when something asks for more than the id (most reads
// need only the id, and skip that statement).
type session struct {
	userID int64
	token  string
	once   sync.Once
	read   func(ctx context.Context) (*record.User, error)
	user   *record.User
	err    error
}

// WithSession returns ctx signed in as userID with token. user is the row
// when the caller has it, else nil and users reads it on first use, within
// the context of that use (so that inside a transaction the store sees
// the read and refuses it).
func WithSession(ctx context.Context, userID int64, token string, user *record.User, users Users) context.Context {
	s := &session{userID: userID, token: token, user: user}
	if user == nil {
		s.read = func(ctx context.Context) (*record.User, error) {
			u, err := users.User(ctx, userID)
			if errors.Is(err, domain.ErrNotFound) { // deleted since the token was checked
				return nil, domain.ErrUnauthenticated
			}
			return &u, err
		}
	}
	return context.WithValue(ctx, sessionKey, s)
}

// userRow reads the user's row once.
func (s *session) userRow(ctx context.Context) (*record.User, error) {
	if s.read != nil {
		s.once.Do(func() { s.user, s.err = s.read(ctx) })
	}
	return s.user, s.err
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
func UserFrom(ctx context.Context) (*record.User, error) {
	s := sessionFrom(ctx)
	if s == nil {
		return nil, nil
	}
	return s.userRow(ctx)
}

// TokenFrom returns the bearer token the request was authenticated with.
func TokenFrom(ctx context.Context) string {
	if s := sessionFrom(ctx); s != nil {
		return s.token
	}
	return ""
}
