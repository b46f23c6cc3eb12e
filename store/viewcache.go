package store

import (
	"context"

	lru "github.com/hashicorp/golang-lru/v2"
)

// viewCache keeps the hackathon views this process read, per viewer, each
// with its hackathon's view version at the time. Migration 000006's triggers
// bump that version in the transaction of any change to what a view is read
// from, so a cached view is served only when the version read again in the
// same request still matches: a commit through any process shows in the next
// request, and nothing is ever invalidated from outside.
type viewCache struct {
	views *lru.Cache[viewKey, versionedView]
}

func newViewCache() *viewCache {
	return &viewCache{views: newLRU[viewKey, versionedView](maxCachedViews)}
}

type viewKey struct{ userID, hackathonID int64 }

type versionedView struct {
	view    HackathonView
	version int64
}

// maxCachedViews bounds memory (a view with its texts is a few KB): past it
// the least recently used view goes.
const maxCachedViews = 10_000

// get returns the cached views whose version is the one in versions, and
// the ids it lacks.
func (c *viewCache) get(userID int64, ids []int64, versions map[int64]int64) (map[int64]HackathonView, []int64) {
	found := make(map[int64]HackathonView, len(ids))
	var stale []int64
	for _, id := range ids {
		e, ok := c.views.Get(viewKey{userID, id})
		if current, known := versions[id]; ok && known && e.version == current {
			found[id] = e.view
		} else {
			stale = append(stale, id)
		}
	}
	return found, stale
}

// holdsAny reports whether any of the views is cached, whatever its version.
func (c *viewCache) holdsAny(userID int64, ids []int64) bool {
	for _, id := range ids {
		if c.views.Contains(viewKey{userID, id}) {
			return true
		}
	}
	return false
}

func (c *viewCache) put(userID int64, views map[int64]versionedView) {
	for id, v := range views {
		c.views.Add(viewKey{userID, id}, v)
	}
}

// currentViewVersions reads the hackathons' view versions, unless none of
// their views is cached (then all are read anyway, with their versions).
func (s *Store) currentViewVersions(ctx context.Context, userID int64, ids []int64) (map[int64]int64, error) {
	if !s.views.holdsAny(userID, ids) {
		return nil, nil
	}
	rows, err := s.q.ListHackathonViewVersions(ctx, ids)
	if err != nil {
		return nil, err
	}
	versions := make(map[int64]int64, len(rows))
	for _, r := range rows {
		versions[r.HackathonID] = r.Version
	}
	return versions, nil
}
