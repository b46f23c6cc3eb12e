package store

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/store/record"
)

func TestViewCacheServesOnlyTheCurrentVersion(t *testing.T) {
	c := newViewCache()
	judge := HackathonView{Hackathon: record.Hackathon{ID: 1, Name: "Hack"}}
	judge.IsJudge = true
	c.put(7, map[int64]versionedView{1: {judge, 40}})

	views, stale := c.get(7, []int64{1, 2}, map[int64]int64{1: 40, 2: 41})
	assert.True(t, views[1].IsJudge)
	assert.Equal(t, []int64{2}, stale, "never read")

	_, stale = c.get(7, []int64{1}, map[int64]int64{1: 42})
	assert.Equal(t, []int64{1}, stale, "changed since it was read")
	_, stale = c.get(7, []int64{1}, nil)
	assert.Equal(t, []int64{1}, stale, "no version read")
	_, stale = c.get(8, []int64{1}, map[int64]int64{1: 40})
	assert.Equal(t, []int64{1}, stale, "views are per viewer")

	assert.True(t, c.holdsAny(7, []int64{2, 1}))
	assert.False(t, c.holdsAny(8, []int64{1}))
}

func TestViewCacheDropsTheLeastRecentlyUsedViewWhenFull(t *testing.T) {
	c := newViewCache()
	full := make(map[int64]versionedView, maxCachedViews)
	for id := range int64(maxCachedViews) {
		full[id] = versionedView{version: 1}
	}
	c.put(1, full)
	// Viewer 1 reads every view again but the one with id 0.
	for id := int64(1); id < maxCachedViews; id++ {
		c.get(1, []int64{id}, map[int64]int64{id: 1})
	}
	c.put(2, map[int64]versionedView{5: {version: 1}})
	assert.False(t, c.holdsAny(1, []int64{0}), "the least recently used view went")
	assert.True(t, c.holdsAny(1, []int64{1}), "the others stayed")
	assert.True(t, c.holdsAny(1, []int64{maxCachedViews - 1}), "the others stayed")
	assert.True(t, c.holdsAny(2, []int64{5}))
	views, stale := c.get(1, []int64{1}, map[int64]int64{1: 1})
	assert.Empty(t, stale)
	assert.Len(t, views, 1)
}
