package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/db"
)

func TestReadCacheHitsUntilInvalidated(t *testing.T) {
	c := newReadCache()
	c.setEnabled(true)
	u := db.User{ID: 7, Email: "a@example.com"}

	c.putUser(c.begin(), "token", u, time.Now().Add(time.Hour))
	got, ok := c.user("token")
	assert.True(t, ok)
	assert.Equal(t, u, got)

	c.putViews(c.begin(), 7, map[int64]HackathonView{1: {HackathonRoles: domain.HackathonRoles{IsJudge: true}}})
	views, missing := c.viewsOf(7, []int64{1, 2})
	assert.True(t, views[1].IsJudge)
	assert.Equal(t, []int64{2}, missing)
	_, missing = c.viewsOf(8, []int64{1})
	assert.Equal(t, []int64{1}, missing, "views are per user")

	c.invalidate()
	_, ok = c.user("token")
	assert.False(t, ok)
	_, missing = c.viewsOf(7, []int64{1})
	assert.Equal(t, []int64{1}, missing)
}

func TestReadCacheRefusesReadsThatRacedAWrite(t *testing.T) {
	c := newReadCache()
	c.setEnabled(true)
	gen := c.begin() // a read starts...
	c.invalidate()   // ...a write commits meanwhile...
	c.putUser(gen, "token", db.User{ID: 1}, time.Now().Add(time.Hour))
	_, ok := c.user("token")
	assert.False(t, ok, "...so what the read saw is not kept")
}

func TestReadCacheHonoursExpiryAndTheListener(t *testing.T) {
	c := newReadCache()
	c.putUser(c.begin(), "off", db.User{ID: 1}, time.Now().Add(time.Hour))
	_, ok := c.user("off")
	assert.False(t, ok, "nothing is cached before the listener connects")

	c.setEnabled(true)
	c.putUser(c.begin(), "expired", db.User{ID: 1}, time.Now().Add(-time.Second))
	_, ok = c.user("expired")
	assert.False(t, ok, "an expired token is not served")

	c.putUser(c.begin(), "live", db.User{ID: 1}, time.Now().Add(time.Hour))
	c.setEnabled(false)
	_, ok = c.user("live")
	assert.False(t, ok, "a lost listener turns the cache off")
}

func TestMayWrite(t *testing.T) {
	for tag, want := range map[string]bool{
		"SELECT 1": false, "BEGIN": false, "UPDATE 3": true, "INSERT 0 1": true,
		"DELETE 0": true, "COMMIT": true, "ROLLBACK": true, "": true,
	} {
		assert.Equal(t, want, mayWrite(tag), tag)
	}
}
