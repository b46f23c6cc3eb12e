// Package loaders batches the per-object lookups of one GraphQL request, so
// that a query's SQL statement count does not grow with the length of a list.
package loaders

import (
	"context"
	"net/http"
	"time"

	"github.com/vikstrous/dataloadgen"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Loaders are created afresh for every request, so nothing is cached across
// requests or users.
type Loaders struct {
	store           *store.Store
	viewerID        int64
	User            *dataloadgen.Loader[int64, record.User]
	RolesOfUser     *dataloadgen.Loader[int64, []record.Role]
	SkillsOfProfile *dataloadgen.Loader[int64, []record.Skill]
	Organization    *dataloadgen.Loader[int64, record.Organization]
	// MembershipRole is the signed-in user's role per organization id ("" for none).
	MembershipRole *dataloadgen.Loader[int64, domain.OrganizationRole]
	// Hackathon is a hackathon as the signed-in user sees it (their roles
	// included), whether or not they may see it: callers check access.
	Hackathon *dataloadgen.Loader[int64, store.HackathonView]
	// AttendancesOfParticipant are a participant's daily records, oldest first.
	AttendancesOfParticipant *dataloadgen.Loader[int64, []store.Attendance]
	// JudgingBoard is a hackathon's judging (criteria, submitted
	// submissions, judges, scores), read once per request.
	JudgingBoard *dataloadgen.Loader[int64, store.JudgingBoard]
	// Team is a team as the signed-in user sees it (store.TeamView).
	Team                *dataloadgen.Loader[int64, store.TeamView]
	CompetitionCategory *dataloadgen.Loader[int64, store.CompetitionCategory]
	// HackathonCounts are a hackathon's participant, team and prize counts.
	HackathonCounts *dataloadgen.Loader[int64, store.HackathonCounts]
}

// DefaultBatchWait is how long a loader gathers keys before it queries.
// gqlgen resolves a list's fields concurrently, so the keys of a page arrive
// within microseconds; the wait bounds every request's latency.
const DefaultBatchWait = time.Millisecond

// New builds the loaders of one request made by viewerID (0: anonymous),
// each gathering keys for wait before it queries.
func New(st *store.Store, viewerID int64, wait time.Duration) *Loaders {
	l := &Loaders{
		store:           st,
		viewerID:        viewerID,
		User:            byKey(wait, st.UsersByIDs, mustExist),
		RolesOfUser:     byKey(wait, st.RolesOfUsers, mayBeMissing),
		SkillsOfProfile: byKey(wait, st.SkillsOfProfiles, mayBeMissing),
		Organization:    byKey(wait, st.OrganizationsByIDs, mustExist),
		MembershipRole: byKey(wait, func(ctx context.Context, ids []int64) (map[int64]domain.OrganizationRole, error) {
			return st.MembershipRoles(ctx, viewerID, ids)
		}, mayBeMissing),
		Hackathon: byKey(wait, func(ctx context.Context, ids []int64) (map[int64]store.HackathonView, error) {
			return st.HackathonViews(ctx, viewerID, ids)
		}, mustExist),
		AttendancesOfParticipant: byKey(wait, st.AttendancesOfParticipants, mayBeMissing),
		JudgingBoard:             byKey(wait, st.JudgingBoards, mustExist),
		Team: byKey(wait, func(ctx context.Context, ids []int64) (map[int64]store.TeamView, error) {
			return st.TeamViewsByIDs(ctx, viewerID, ids)
		}, mustExist),
		CompetitionCategory: byKey(wait, st.CompetitionCategoriesByIDs, mustExist),
		HackathonCounts:     byKey(wait, st.HackathonCountsByIDs, mayBeMissing),
	}
	return l
}

// HackathonNow reads one hackathon as the signed-in user sees it, for a root
// resolver (there is nothing to batch it with), and primes what it carries.
func (l *Loaders) HackathonNow(ctx context.Context, id int64) (store.HackathonView, error) {
	views, err := l.store.HackathonViews(ctx, l.viewerID, []int64{id})
	if err != nil {
		return store.HackathonView{}, err
	}
	v, ok := views[id]
	if !ok {
		return v, domain.ErrNotFound
	}
	l.PrimeHackathons([]store.HackathonView{v})
	return v, nil
}

// PrimeHackathons caches what hackathon views carry: their organizations,
// creators and the viewer's role in each organization.
func (l *Loaders) PrimeHackathons(views []store.HackathonView) {
	for _, v := range views {
		l.Hackathon.Prime(v.ID, v)
		l.Organization.Prime(v.Organization.ID, v.Organization)
		l.User.Prime(v.Creator.ID, v.Creator)
		if l.viewerID != 0 {
			l.MembershipRole.Prime(v.Organization.ID, v.OrganizationRole)
		}
	}
}

// What a key without a row loads as: domain.ErrNotFound, or the zero value
// (an empty list, no role).
const (
	mustExist    = true
	mayBeMissing = false
)

// byKey batches a fetch that returns rows keyed by id into a loader.
func byKey[V any](wait time.Duration, fetch func(context.Context, []int64) (map[int64]V, error), required bool) *dataloadgen.Loader[int64, V] {
	return dataloadgen.NewLoader(func(ctx context.Context, keys []int64) ([]V, []error) {
		found, err := fetch(ctx, keys)
		if err != nil {
			return nil, []error{err}
		}
		values, errs := make([]V, len(keys)), make([]error, len(keys))
		for i, k := range keys {
			v, ok := found[k]
			values[i] = v
			if !ok && required {
				errs[i] = domain.ErrNotFound
			}
		}
		return values, errs
	}, dataloadgen.WithWait(wait))
}

type ctxKey struct{}

// Middleware gives each request its own loaders; it runs after authentication.
func Middleware(st *store.Store, wait time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			loaders := New(st, auth.UserID(r.Context()), wait)
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, loaders)))
		})
	}
}

// For returns the request's loaders.
func For(ctx context.Context) *Loaders {
	return ctx.Value(ctxKey{}).(*Loaders)
}
