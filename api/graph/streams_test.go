package graph_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
)

// openBoardStream subscribes to the world's leaderboard at the server as
// the user and returns the event stream.
func openBoardStream(t *testing.T, serverURL string, g *gameWorld, u apitest.User) *http.Response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{
		"query":     `subscription($id: ID!) { leaderboardChanged(competitionId: $id) { participantCount lastScoreId scoreTotals(first: 10) { rank total participant { id displayName } } myRank { rank total } } }`,
		"variables": map[string]any{"id": g.competition},
	})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, serverURL+"/gql", bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Token "+u.Client.Token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Contains(t, resp.Header.Get("Content-Type"), "text/event-stream")
	return resp
}

// An idle leaderboard stream gets a comment line at every heartbeat, which
// keeps proxies from closing it, and tells nginx not to buffer it.
func TestIdleEventStreamsGetHeartbeatsAndPassProxiesUnbuffered(t *testing.T) {
	t.Parallel()
	g := newGameWorld(t, "Ivy")
	server := httptest.NewServer(api.NewRouter(api.Options{Store: g.env.Store, Flows: g.env.Flows, StreamHeartbeat: 50 * time.Millisecond}))
	t.Cleanup(server.Close)

	resp := openBoardStream(t, server.URL, g, g.players[0]) //nolint:bodyclose // the reading goroutine below closes it
	assert.Equal(t, "no", resp.Header.Get("X-Accel-Buffering"))
	lines := make(chan string)
	go func() {
		defer resp.Body.Close()
		defer close(lines)
		scan := bufio.NewScanner(resp.Body)
		for scan.Scan() {
			select {
			case lines <- scan.Text():
			case <-t.Context().Done():
				return
			}
		}
	}()
	// The board, then nothing changes: only heartbeats come.
	// 10 s is generous for a 50 ms interval on a busy machine.
	deadline := time.After(10 * time.Second)
	boards, pings := 0, 0
	for pings < 2 {
		select {
		case line, open := <-lines:
			require.True(t, open, "the stream ended")
			switch {
			case strings.HasPrefix(line, "data: "):
				boards++
			case line == ": ping" && boards > 0:
				pings++
			}
		case <-deadline:
			t.Fatalf("%d heartbeats on the idle stream within 10 s (every 50 ms expected)", pings)
		}
	}
	assert.Equal(t, 1, boards, "nothing changed: one board")
}
