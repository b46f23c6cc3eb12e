package store

import (
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
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
	byHash *lru.Cache[string, liveToken]
}

func newLiveTokens() *liveTokens {
	return &liveTokens{byHash: newLRU[string, liveToken](maxLiveTokens)}
}

type liveToken struct {
	userID    int64
	expiresAt time.Time
	checkedAt time.Time
}

// maxLiveTokens bounds memory: past it the least recently used token goes.
const maxLiveTokens = 100_000

// owner is the token's owner if it was found live less than TokenRecheck
// ago and has not expired since.
func (c *liveTokens) owner(hash []byte, now time.Time) (int64, bool) {
	t, ok := c.byHash.Get(string(hash))
	if !ok || now.Sub(t.checkedAt) >= TokenRecheck || !now.Before(t.expiresAt) {
		return 0, false
	}
	return t.userID, true
}

func (c *liveTokens) remember(hash []byte, t liveToken) { c.byHash.Add(string(hash), t) }

func (c *liveTokens) forget(hash []byte) { c.byHash.Remove(string(hash)) }

func (c *liveTokens) forgetUser(userID int64) {
	for _, hash := range c.byHash.Keys() {
		if t, ok := c.byHash.Peek(hash); ok && t.userID == userID {
			c.byHash.Remove(hash)
		}
	}
}
