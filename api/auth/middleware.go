package auth

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Users finds the owner of a live token, and a user by id.
type Users interface {
	TokenOwner(ctx context.Context, token string) (store.TokenOwner, error)
	User(ctx context.Context, id int64) (record.User, error)
}

// Authenticate signs the request in as the owner of a valid bearer token. A
// request without a token passes through anonymous; one with an invalid
// token is refused with 401 by onInvalid.
func Authenticate(users Users, onInvalid http.HandlerFunc) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			token := BearerToken(r)
			if token == "" {
				next.ServeHTTP(w, r)
				return
			}
			owner, err := users.TokenOwner(r.Context(), token)
			if err == nil {
				ctx := WithSession(r.Context(), owner.UserID, token, owner.User, users)
				next.ServeHTTP(w, r.WithContext(ctx))
				return
			}
			transient, isTransient := store.Transient(err)
			switch {
			case errors.Is(err, domain.ErrNotFound):
				onInvalid(w, r)
			case isTransient:
				Unavailable(w, transient)
			default:
				http.Error(w, "internal error", http.StatusInternalServerError)
			}
		})
	}
}

// Unavailable answers 503 with a retry hint when a service the request
// needs is unreachable or too busy, in a body both clients read: REST's
// detail and GraphQL's errors with the code UNAVAILABLE.
func Unavailable(w http.ResponseWriter, e *domain.Error) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Retry-After", "30")
	w.WriteHeader(http.StatusServiceUnavailable)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"detail": e.Message,
		"errors": []map[string]any{{"message": e.Message, "extensions": map[string]any{"code": string(e.Code)}}},
	})
}

// RequireUser refuses anonymous requests with onAnonymous.
func RequireUser(onAnonymous http.HandlerFunc) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if UserID(r.Context()) == 0 {
				onAnonymous(w, r)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
