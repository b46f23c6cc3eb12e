package store

import (
	"sync"
	"time"

	"github.com/hackforge/hackforge/store/db"
)

// readCache keeps the two reads every GraphQL request makes, token lookups
// and hackathon views, in this process. Any write drops all of it: this
// process's own writes as they happen (cacheTracer) and every process's
// writes when Postgres notifies their commit (listenForChanges). Writes are
// rare next to reads, so dropping everything is cheap and simple.
type readCache struct {
	mu         sync.Mutex
	enabled    bool   // false while the change listener is not connected
	generation uint64 // bumped by every invalidation
	users      map[string]cachedUser
	views      map[viewKey]cachedView
}

type cachedUser struct {
	user    db.User
	expires time.Time // the token's own expiry, or the TTL if sooner
}

type viewKey struct{ userID, hackathonID int64 }

type cachedView struct {
	view    HackathonView
	expires time.Time
}

// cacheTTL bounds how long an entry lives even without invalidation, and
// maxCacheEntries how many are kept before all are dropped.
const (
	cacheTTL        = 30 * time.Second
	maxCacheEntries = 100_000
)

func newReadCache() *readCache {
	return &readCache{users: map[string]cachedUser{}, views: map[viewKey]cachedView{}}
}

// invalidate drops everything and makes reads that began before it unable
// to store what they read.
func (c *readCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generation++
	clear(c.users)
	clear(c.views)
}

// setEnabled turns caching on or off (while changes could be missed).
func (c *readCache) setEnabled(on bool) {
	c.mu.Lock()
	c.enabled = on
	c.mu.Unlock()
	c.invalidate()
}

// begin returns the generation a read starts in, to pass to put*.
func (c *readCache) begin() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation
}

func (c *readCache) user(tokenHash string) (db.User, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.users[tokenHash]
	if !ok || !c.enabled || time.Now().After(e.expires) {
		return db.User{}, false
	}
	return e.user, true
}

func (c *readCache) putUser(gen uint64, tokenHash string, u db.User, tokenExpires time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.storable(gen) {
		return
	}
	c.users[tokenHash] = cachedUser{user: u, expires: earliest(tokenExpires, time.Now().Add(cacheTTL))}
}

// views returns the cached views of the ids and the ids it lacks.
func (c *readCache) viewsOf(userID int64, ids []int64) (map[int64]HackathonView, []int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	found := make(map[int64]HackathonView, len(ids))
	var missing []int64
	now := time.Now()
	for _, id := range ids {
		e, ok := c.views[viewKey{userID, id}]
		if ok && c.enabled && now.Before(e.expires) {
			found[id] = e.view
		} else {
			missing = append(missing, id)
		}
	}
	return found, missing
}

func (c *readCache) putViews(gen uint64, userID int64, views map[int64]HackathonView) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.storable(gen) {
		return
	}
	expires := time.Now().Add(cacheTTL)
	for id, v := range views {
		c.views[viewKey{userID, id}] = cachedView{view: v, expires: expires}
	}
}

// storable: caching is on, nothing was invalidated since the read began, and
// there is room (else everything goes, to bound memory).
func (c *readCache) storable(gen uint64) bool {
	if !c.enabled || gen != c.generation {
		return false
	}
	if len(c.users)+len(c.views) >= maxCacheEntries {
		clear(c.users)
		clear(c.views)
	}
	return true
}

func earliest(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}
