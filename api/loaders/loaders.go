// Package loaders batches the per-object lookups of one GraphQL request, so
// that a query's SQL statement count does not grow with the length of a list.
package loaders

import (
	"context"
	"net/http"

	"github.com/vikstrous/dataloadgen"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
)

// Loaders are created afresh for every request, so nothing is cached across users.
type Loaders struct {
	User            *dataloadgen.Loader[int64, db.User]
	RolesOfUser     *dataloadgen.Loader[int64, []db.Role]
	SkillsOfProfile *dataloadgen.Loader[int64, []db.Skill]
}

// New builds the loaders of one request.
func New(st *store.Store) *Loaders {
	return &Loaders{
		User:            dataloadgen.NewMappedLoader(st.UsersByIDs),
		RolesOfUser:     listLoader(st.RolesOfUsers),
		SkillsOfProfile: listLoader(st.SkillsOfProfiles),
	}
}

// listLoader loads a list per key, where a key without rows has an empty list.
func listLoader[V any](fetch func(context.Context, []int64) (map[int64][]V, error)) *dataloadgen.Loader[int64, []V] {
	return dataloadgen.NewLoader(func(ctx context.Context, keys []int64) ([][]V, []error) {
		byKey, err := fetch(ctx, keys)
		if err != nil {
			return nil, []error{err}
		}
		out := make([][]V, len(keys))
		for i, k := range keys {
			out[i] = byKey[k]
		}
		return out, nil
	})
}

type ctxKey struct{}

// Middleware gives each request its own loaders.
func Middleware(st *store.Store) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, New(st))))
		})
	}
}

// For returns the request's loaders.
func For(ctx context.Context) *Loaders {
	return ctx.Value(ctxKey{}).(*Loaders)
}
