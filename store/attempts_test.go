package store_test

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two stores are two serve processes: their attempts add up to one limit,
// however they interleave.
func TestAttemptLimitHoldsAcrossProcesses(t *testing.T) {
	t.Parallel()
	a, b := open(t), open(t)
	key := "test:account:" + time.Now().Format("150405.000000000")
	now := time.Now()
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := range 40 {
		st := a
		if i%2 == 1 {
			st = b
		}
		wg.Go(func() {
			ok, err := st.CountAttempt(t.Context(), key, 10, time.Minute, now)
			assert.NoError(t, err)
			if ok {
				allowed.Add(1)
			}
		})
	}
	wg.Wait()
	assert.Equal(t, int32(10), allowed.Load())
}

// The previous window still counts for the part of it that overlaps the
// last window length, and a refused attempt is not counted.
func TestAttemptLimitSlidesOverThePreviousWindow(t *testing.T) {
	t.Parallel()
	st := open(t)
	key := "test:address:" + time.Now().Format("150405.000000000")
	window := time.Minute
	start := time.Now().UTC().Truncate(window)
	count := func(at time.Time) bool {
		ok, err := st.CountAttempt(t.Context(), key, 4, window, at)
		require.NoError(t, err)
		return ok
	}
	for range 4 {
		require.True(t, count(start.Add(10*time.Second)))
	}
	assert.False(t, count(start.Add(50*time.Second)), "fifth in the same window")

	// A quarter into the next window, 3 of the previous 4 still count: one more is allowed.
	next := start.Add(window + window/4)
	assert.True(t, count(next))
	assert.False(t, count(next))
	// Three quarters in, only 1 of the previous window counts: 2 more are allowed.
	late := start.Add(window + 3*window/4)
	assert.True(t, count(late))
	assert.True(t, count(late))
	assert.False(t, count(late))
	// Two windows later the first window no longer counts at all.
	assert.True(t, count(start.Add(3*window)))
}

func TestExpiredAttemptCountsArePurged(t *testing.T) {
	t.Parallel()
	st := open(t)
	key := "test:purge:" + time.Now().Format("150405.000000000")
	long := time.Now().Add(-time.Hour)
	_, err := st.CountAttempt(t.Context(), key, 1, time.Minute, long)
	require.NoError(t, err)
	purged, err := st.PurgeExpiredAttempts(t.Context())
	require.NoError(t, err)
	assert.GreaterOrEqual(t, purged, int64(1))
	ok, err := st.CountAttempt(t.Context(), key, 1, time.Minute, long)
	require.NoError(t, err)
	assert.True(t, ok, "the purged count no longer holds the key back")
}
