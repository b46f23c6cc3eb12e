package graph_test

import (
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The sweep tests are not parallel: a sweep deletes every unreferenced
// image of the server's store, and the other tests' too. Go runs them
// before the parallel ones, and one at a time.

func TestSweepDeletesOnlyUnreferencedImagesPastTheGrace(t *testing.T) {
	wd := newWorld(t)
	owner := wd.creator.Client
	anyone := wd.env.Client(t)
	path := "/api/v1/hackathons/" + wd.publicID + "/images/cover"

	first := putImage(t, owner, path, testPNG(t, 800, 400), "The first cover")
	require.Equal(t, http.StatusOK, first.Status, string(first.Body))
	second := putImage(t, owner, path, testPNG(t, 900, 400), "The second cover")
	require.Equal(t, http.StatusOK, second.Status, string(second.Body))
	replaced, current := first.JSON()["url"].(string), second.JSON()["url"].(string)
	require.NotEqual(t, replaced, current)

	// Within the grace the replaced cover stays: the same file may come back.
	_, err := wd.env.Images.Sweep(t.Context(), wd.env.Store, time.Now().Add(-time.Hour))
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, anyone.Do(http.MethodGet, replaced, nil).Status)

	n, err := wd.env.Images.Sweep(t.Context(), wd.env.Store, time.Now().Add(time.Minute))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, n, 1)
	assert.Equal(t, http.StatusNotFound, anyone.Do(http.MethodGet, replaced, nil).Status)
	assert.Equal(t, http.StatusOK, anyone.Do(http.MethodGet, current, nil).Status)
	assert.Equal(t, http.StatusOK, anyone.Do(http.MethodGet, second.JSON()["smallUrl"].(string), nil).Status)
}

// TestSweepNeverDeletesAnImageBeingPlaced: uploads that switch a cover
// between two files, each making the other unreferenced, while sweeps with
// no grace run beside them. Each upload's image must be there once it has
// answered: the sweep must not fall between storing renditions and the row.
func TestSweepNeverDeletesAnImageBeingPlaced(t *testing.T) {
	wd := newWorld(t)
	owner := wd.creator.Client
	anyone := wd.env.Client(t)
	path := "/api/v1/hackathons/" + wd.publicID + "/images/cover"
	files := [][]byte{testPNG(t, 640, 320), testPNG(t, 700, 320)}

	done := make(chan struct{})
	var sweeps sync.WaitGroup
	sweeps.Go(func() {
		for {
			select {
			case <-done:
				return
			default:
				_, err := wd.env.Images.Sweep(t.Context(), wd.env.Store, time.Now().Add(time.Hour))
				assert.NoError(t, err)
			}
		}
	})
	for i := range 12 {
		r := putImage(t, owner, path, files[i%2], "A cover")
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		assert.Equal(t, http.StatusOK, anyone.Do(http.MethodGet, r.JSON()["url"].(string), nil).Status, "upload %d", i)
	}
	close(done)
	sweeps.Wait()
}
