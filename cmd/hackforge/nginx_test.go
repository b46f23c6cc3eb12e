package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// nginxBin is Debian's nginx, which make test's tools step installs.
const nginxBin = "/usr/sbin/nginx"

// The nginx we ship (deploy/compose/nginx.conf.template, as the nginx image
// renders it) in front of a real `serve` that trusts it: each client is
// counted by its own address, whatever address it claims, and a
// leaderboard's change reaches a watcher through the proxy at once.
func TestBehindTheShippedNginx(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres, Temporal and nginx: run through `make test`")
	}
	t.Parallel()
	serve := startChild(t, "serve", "nginx-"+apitest.RandomString(4), "TRUSTED_PROXIES=127.0.0.1")
	serve.waitFor(t, "/readyz", serve.httpAddr)
	proxy := startNginx(t, serve.httpAddr)

	t.Run("each client's logins are counted apart, and a forged address changes nothing", func(t *testing.T) {
		limit := Config{}.loginLimits().PerAddress.Attempts
		a, b := clientFrom("127.0.0.5"), clientFrom("127.0.0.6")
		account := func() string { return "nobody-" + apitest.RandomString(6) + "@example.com" }
		// A spends its address's attempts, each on an account of its own
		// (no account's limit is reached), every other one claiming
		// another address: counted under that one, A would have some left.
		statuses := make([]int, limit)
		var wg sync.WaitGroup
		for worker := range 4 {
			wg.Go(func() {
				for i := worker; i < limit; i += 4 {
					forged := ""
					if i%2 == 1 {
						forged = fmt.Sprintf("203.0.113.%d", i%250+1)
					}
					statuses[i] = login(t, a, proxy, account(), forged)
				}
			})
		}
		wg.Wait()
		for i, status := range statuses {
			require.Equal(t, http.StatusBadRequest, status, "attempt %d of %d: refused credentials, not limited", i+1, limit)
		}
		// The limit slides: attempts that straddle a window's start count
		// the previous window's in part (store.CountAttempt), so A may get
		// a few more. Counted under the forged addresses, half of A's
		// attempts would not count at all: it would need twice the limit.
		limited := false
		for extra := 0; extra < limit/2 && !limited; extra++ {
			forged := ""
			if extra%2 == 1 {
				forged = fmt.Sprintf("198.51.100.%d", extra+1)
			}
			limited = login(t, a, proxy, account(), forged) == http.StatusTooManyRequests
		}
		assert.True(t, limited, "A is over its limit within one and a half times its attempts")
		assert.Equal(t, http.StatusTooManyRequests, login(t, a, proxy, account(), "198.51.100.7"), "claiming another address does not help A")
		assert.Equal(t, http.StatusBadRequest, login(t, b, proxy, account(), ""), "B is counted apart from A")
		assert.Equal(t, http.StatusBadRequest, login(t, b, proxy, account(), "127.0.0.5"), "B claiming A's address is still B")
	})

	t.Run("a leaderboard's change reaches a watcher through nginx at once", func(t *testing.T) {
		w := newLeaderboardWorld(t)
		boards := watchLeaderboard(t, clientFrom("127.0.0.5"), proxy, w.token, w.competition)
		select {
		case <-boards:
		case <-time.After(30 * time.Second):
			t.Fatal("no first board within 30 s")
		}
		score, err := w.st.AwardScore(t.Context(), w.item, w.participant, 7, 0)
		require.NoError(t, err)
		committed := time.Now()
		// The in-process test (api/graph) holds 1 s, and the proxy's hop
		// costs milliseconds. A buffered stream (buffering on and nginx's
		// default HTTP/1.0 upstream, without X-Accel-Buffering) got not even
		// its headers within 30 s.
		const bound = time.Second
		deadline := time.After(bound)
		for {
			select {
			case last, open := <-boards:
				require.True(t, open, "the stream ended")
				if last == fmt.Sprint(score.ID) {
					t.Logf("the change reached the watcher through nginx %s after its commit", time.Since(committed).Round(time.Millisecond))
					return
				}
			case <-deadline:
				t.Fatalf("the change did not reach the watcher through nginx within %s", bound)
			}
		}
	})
}

// startNginx runs the shipped template in front of upstream in an nginx of
// the test's own, and returns its base URL.
func startNginx(t *testing.T, upstream string) string {
	t.Helper()
	if _, err := os.Stat(nginxBin); err != nil {
		t.Fatalf("nginx is not installed (make test's tools step installs it: deploy/tools.sh): %v", err)
	}
	template, err := os.ReadFile(filepath.Join("..", "..", "deploy", "compose", "nginx.conf.template"))
	require.NoError(t, err)
	listen := freeAddr(t)
	// What the image's envsubst does with NGINX_ENVSUBST_FILTER=^HACKFORGE_.
	site := strings.NewReplacer("${HACKFORGE_UPSTREAM}", upstream, "${HACKFORGE_LISTEN}", listen).Replace(string(template))
	require.NotContains(t, site, "${HACKFORGE_", "a setting of the template that the test does not fill in")
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "default.conf"), []byte(site), 0o644))
	// The image's nginx.conf includes the site in its http block; here one
	// process, with its files in dir.
	conf := fmt.Sprintf(`daemon off;
master_process off;
pid %[1]s/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path %[1]s/client_body;
    proxy_temp_path %[1]s/proxy;
    fastcgi_temp_path %[1]s/fastcgi;
    uwsgi_temp_path %[1]s/uwsgi;
    scgi_temp_path %[1]s/scgi;
    include %[1]s/default.conf;
}
`, dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nginx.conf"), []byte(conf), 0o644))

	out := &lockedBuffer{}
	cmd := exec.Command(nginxBin, "-e", "stderr", "-p", dir+"/", "-c", filepath.Join(dir, "nginx.conf"))
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done: //nolint:errcheck // waiting for the exit: after SIGTERM its status says nothing
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("nginx output:\n%s", out.String())
		}
	})
	base := "http://" + listen
	deadline := time.Now().Add(30 * time.Second)
	for {
		if resp, err := get(t, base+"/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return base
			}
		}
		select {
		case err := <-done:
			t.Fatalf("nginx exited (%v):\n%s", err, out.String())
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("nginx did not pass /healthz on within 30 s:\n%s", out.String())
		}
	}
}

// clientFrom is an HTTP client whose connections come from the local
// address ip (Linux routes all of 127.0.0.0/8 to the loopback device). A
// proxy that buffers a stream may not even send its headers: the client
// gives up after 30 s.
func clientFrom(ip string) *http.Client {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 10 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext, ResponseHeaderTimeout: 30 * time.Second}}
}

// login tries a wrong password for the account, claiming to come from
// forged when it is set, and returns the status.
func login(t *testing.T, c *http.Client, base, account, forged string) int {
	body, _ := json.Marshal(map[string]string{"username": account, "password": "not-the-password"})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, base+"/api/v1/token/login/", bytes.NewReader(body))
	if err != nil {
		return 0
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRFToken", "nginx-test")
	req.AddCookie(&http.Cookie{Name: "csrftoken", Value: "nginx-test"}) //nolint:gosec // G124: a cookie the test sends
	if forged != "" {
		req.Header.Set("X-Forwarded-For", forged)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode
}

// leaderboardWorld is a gamified hackathon's competition with one item and
// one participant, and its organiser's token.
type leaderboardWorld struct {
	st          *store.Store
	token       string
	competition int64
	item        record.ScorableItem
	participant int64
}

func newLeaderboardWorld(t *testing.T) leaderboardWorld {
	t.Helper()
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	name := "nginx-" + apitest.RandomString(4)
	owner, err := st.CreateUser(ctx, store.NewUser{Username: name + "@example.com", Email: name + "@example.com", PasswordHash: "-"})
	require.NoError(t, err)
	org, err := st.CreateOrganization(ctx, "Org "+name, owner.ID)
	require.NoError(t, err)
	start := time.Now().Add(24 * time.Hour)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{Name: "Hack " + name, StartDatetime: start, EndDatetime: start.Add(time.Hour),
		TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: owner.ID, HasGameification: true})
	require.NoError(t, err)
	require.NoError(t, st.SeedParticipants(ctx, h.ID, 1, name))
	w := leaderboardWorld{st: st}
	require.NoError(t, st.Pool().QueryRow(ctx, `SELECT id FROM participants WHERE hackathon_id = $1`, h.ID).Scan(&w.participant))
	c, err := st.CreateCompetition(ctx, h.ID, "Quest", "")
	require.NoError(t, err)
	w.competition = c.ID
	w.item, err = st.CreateScorableItem(ctx, c.ID, store.ScorableItemFields{Name: "Booth", MaxScore: 10})
	require.NoError(t, err)
	w.token, err = st.CreateAuthToken(ctx, owner.ID)
	require.NoError(t, err)
	return w
}

// watchLeaderboard subscribes to the competition's leaderboard over
// server-sent events, as the web app does, and delivers each board's
// lastScoreId.
func watchLeaderboard(t *testing.T, c *http.Client, base, token string, competitionID int64) <-chan string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{
		"query":     `subscription($id: ID!) { leaderboardChanged(competitionId: $id) { lastScoreId } }`,
		"variables": map[string]any{"id": fmt.Sprint(competitionID)},
	})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, base+"/gql", bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Token "+token)
	resp, err := c.Do(req) //nolint:bodyclose // the reading goroutine below closes it
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	boards := make(chan string)
	go func() {
		defer resp.Body.Close()
		defer close(boards)
		lines := bufio.NewScanner(resp.Body)
		for lines.Scan() {
			data, ok := strings.CutPrefix(lines.Text(), "data: ")
			if !ok {
				continue
			}
			var msg struct {
				Data struct{ LeaderboardChanged struct{ LastScoreID *string } }
			}
			if json.Unmarshal([]byte(data), &msg) != nil {
				return
			}
			last := ""
			if id := msg.Data.LeaderboardChanged.LastScoreID; id != nil {
				last = *id
			}
			select {
			case boards <- last:
			case <-t.Context().Done():
				return
			}
		}
	}()
	return boards
}
