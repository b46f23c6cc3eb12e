package store

import (
	"sync"
	"time"
)

// TokenRecheck is how long this process trusts a token it found live
// before reading it again. A logout or password reset through another
// process holds here within it (the promise is: everywhere within 1 s);
// one through this process holds at once.
const TokenRecheck = 500 * time.Millisecond

// liveTokens remembers which user each recently checked live token belongs
// to, so that most requests skip the token read. Only the owner's id is
// kept: the user's row is read fresh whenever a request needs it.
type liveTokens struct {
	mu     sync.Mutex
	byHash map[string]liveToken
}

type liveToken struct {
	userID    int64
	expiresAt time.Time
	checkedAt time.Time
}

// maxLiveTokens bounds memory: past it the cache starts afresh.
const maxLiveTokens = 100_000

// owner is the token's owner if it was found live less than TokenRecheck
// ago and has not expired since.
func (c *liveTokens) owner(hash []byte, now time.Time) (int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.byHash[string(hash)]
	if !ok || now.Sub(t.checkedAt) >= TokenRecheck || !now.Before(t.expiresAt) {
		return 0, false
	}
	return t.userID, true
}

func (c *liveTokens) remember(hash []byte, t liveToken) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byHash == nil || len(c.byHash) >= maxLiveTokens {
		c.byHash = make(map[string]liveToken)
	}
	c.byHash[string(hash)] = t
}

func (c *liveTokens) forget(hash []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.byHash, string(hash))
}

func (c *liveTokens) forgetUser(userID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for hash, t := range c.byHash {
		if t.userID == userID {
			delete(c.byHash, hash)
		}
	}
}
