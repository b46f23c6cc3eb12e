package main

import (
	"context"
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
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/cmd/internal/phaseburst"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/testdb"
)

// TestMain lets the test binary stand in for `hackforge <command>` when
// started with HACKFORGE_TEST_CHILD=<command>, so the multi-process tests run
// real serve and worker processes without building the binary first (make
// test gives them the binary it built instead: see startChild). The tests run
// on a database of their own, which the children inherit.
func TestMain(m *testing.M) {
	if command := os.Getenv("HACKFORGE_TEST_CHILD"); command != "" {
		os.Args = []string{"hackforge", command}
		main()
		os.Exit(0)
	}
	testdb.Main(m)
}

// Two serve and two worker processes on one Postgres and one Temporal
// server: nothing that must be shared lives in one process, work is split
// between the workers without being done twice, and SIGTERM loses nothing.
func TestTwoServesAndTwoWorkers(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres, Temporal and Mailpit: run through `make test`")
	}
	t.Parallel()
	ctx := t.Context()
	queue := "scale-" + apitest.RandomString(4)
	serveA := startChild(t, "serve", queue)
	serveB := startChild(t, "serve", queue)
	worker1 := startChild(t, "worker", queue)
	startChild(t, "worker", queue)
	for _, p := range []*child{serveA, serveB} {
		p.waitFor(t, "/readyz", p.httpAddr)
	}

	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)

	t.Run("a write through one serve is read through the other at once", func(t *testing.T) {
		owner, err := st.CreateUser(ctx, store.NewUser{Username: "scale-" + queue + "@example.com", Email: "scale-" + queue + "@example.com", PasswordHash: "-"})
		require.NoError(t, err)
		org, err := st.CreateOrganization(ctx, "Scale "+queue, owner.ID)
		require.NoError(t, err)
		start := time.Now().Add(24 * time.Hour)
		h, err := st.CreateHackathon(ctx, store.NewHackathon{Name: "Before", StartDatetime: start, EndDatetime: start.Add(time.Hour),
			TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: owner.ID})
		require.NoError(t, err)
		token, err := st.CreateAuthToken(ctx, owner.ID)
		require.NoError(t, err)
		a, b := apitest.NewClient(t, serveA.url()), apitest.NewClient(t, serveB.url())
		a.Token, b.Token = token, token
		name := func(c *apitest.Client) string {
			var out struct{ Hackathon struct{ Name string } }
			require.Empty(t, c.GraphQL(`query($id: ID!) { hackathon(id: $id) { name } }`, map[string]any{"id": h.ID}, &out))
			return out.Hackathon.Name
		}
		require.Equal(t, "Before", name(b), "B has read (and cached) the hackathon")
		require.Empty(t, a.GraphQL(`mutation($id: ID!) { updateHackathon(input: {id: $id, name: "After"}) { hackathon { name } } }`,
			map[string]any{"id": h.ID}, nil))
		assert.Equal(t, "After", name(b))

		// Other tests of this package may share the list: what counts is
		// which of h and Steady comes first on B's first page. Both are
		// deleted afterwards.
		long := time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC)
		steady, err := st.CreateHackathon(ctx, store.NewHackathon{Name: "Steady", StartDatetime: time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC), EndDatetime: long,
			TimeZone: "UTC", AllowedParticipants: domain.AllowPublic, MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: owner.ID})
		require.NoError(t, err)
		t.Cleanup(func() {
			_, _ = st.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = ANY($1)", []int64{h.ID, steady.ID})
		})
		ours := map[string]bool{fmt.Sprint(h.ID): true, fmt.Sprint(steady.ID): true}
		discoverFirst := func(c *apitest.Client) string {
			var out struct {
				Hackathons struct{ Items []struct{ ID string } }
			}
			require.Empty(t, c.GraphQL(`{ hackathons(filter: DISCOVER, first: 100) { items { id } } }`, nil, &out))
			for _, item := range out.Hackathons.Items {
				if ours[item.ID] {
					return item.ID
				}
			}
			t.Fatal("neither of the test's hackathons is on the first page")
			return ""
		}
		require.Empty(t, a.GraphQL(`mutation($id: ID!) { updateHackathon(input: {id: $id, startDatetime: "2000-01-01T00:00:00Z", endDatetime: "2999-01-01T00:00:00Z"}) { hackathon { name } } }`,
			map[string]any{"id": h.ID}, nil))
		require.Equal(t, fmt.Sprint(steady.ID), discoverFirst(b), "B has read (and cached) the first page without it")
		require.Empty(t, a.GraphQL(`mutation($id: ID!) { updateHackathon(input: {id: $id, allowedParticipants: PUBLIC}) { hackathon { name } } }`,
			map[string]any{"id": h.ID}, nil))
		assert.Equal(t, fmt.Sprint(h.ID), discoverFirst(b), "made public through A")
	})

	t.Run("the login limit holds across both serves", func(t *testing.T) {
		account := "limited-" + queue + "@example.com"
		login := func(c *apitest.Client) int {
			return c.Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": account, "password": "Wrong-password-1"}).Status
		}
		a, b := apitest.NewClient(t, serveA.url()), apitest.NewClient(t, serveB.url())
		for i := range 10 { // the limit: 10 a minute per account, here 5 through each
			require.Equal(t, http.StatusBadRequest, login([]*apitest.Client{a, b}[i%2]), "attempt %d", i+1)
		}
		assert.Equal(t, http.StatusTooManyRequests, login(a))
		assert.Equal(t, http.StatusTooManyRequests, login(b))
	})

	t.Run("50 transitions due at once are applied exactly once, a worker stopped midway", func(t *testing.T) {
		codec, err := payloadcrypt.FromEnv()
		require.NoError(t, err)
		opts := client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS"), Namespace: os.Getenv("TEMPORAL_NAMESPACE")}
		codec.Protect(&opts)
		tc, err := client.Dial(opts)
		require.NoError(t, err)
		t.Cleanup(tc.Close)
		burst := &phaseburst.Burst{Store: st, Flows: &flows.Flows{Client: tc, TaskQueue: queue}}
		require.NoError(t, burst.Create(ctx, 50, queue))
		t.Cleanup(func() { burst.Terminate(context.WithoutCancel(ctx), "test finished") })
		require.NoError(t, burst.Attach(ctx, "test"))
		// Started and asleep with nothing scheduled first, as the benchmark
		// does: the 15 s below then cover only the timeline's signals, which
		// a loaded machine handles in time.
		require.NoError(t, burst.WaitUntilAsleep(ctx, time.Now().Add(2*time.Minute), nil))
		due := time.Now().Add(15 * time.Second).Truncate(time.Second)
		require.NoError(t, burst.Schedule(ctx, due))
		require.NoError(t, burst.WaitUntilAsleep(ctx, due.Add(-200*time.Millisecond), &due))

		time.Sleep(time.Until(due.Add(150 * time.Millisecond)))
		worker1.stop(t) // SIGTERM while the burst's tasks are being worked on
		_, err = burst.WaitForTransitions(ctx)
		require.NoError(t, err)
		require.NoError(t, burst.CheckExactlyOnce(ctx))
		assert.Contains(t, worker1.output(), "worker polling")
	})

	t.Run("a serve stopped with SIGTERM finishes the request in flight", func(t *testing.T) {
		body, send := io.Pipe()
		query := `{"query": "{ hackathons(filter: DISCOVER) { totalCount } }"}`
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, serveB.url()+"/u-gql", body)
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.ContentLength = int64(len(query))
		answered := make(chan *http.Response, 1)
		go func() {
			resp, err := http.DefaultClient.Do(req) //nolint:bodyclose // closed once received from answered below
			assert.NoError(t, err)
			answered <- resp
		}()
		_, err = io.WriteString(send, query[:10]) // the request has begun
		require.NoError(t, err)
		time.Sleep(300 * time.Millisecond)
		require.NoError(t, serveB.cmd.Process.Signal(syscall.SIGTERM))
		time.Sleep(500 * time.Millisecond)
		_, err = io.WriteString(send, query[10:])
		require.NoError(t, err)
		resp := <-answered
		require.NotNil(t, resp)
		defer resp.Body.Close()
		data, _ := io.ReadAll(resp.Body)
		assert.Equal(t, http.StatusOK, resp.StatusCode)
		assert.Contains(t, string(data), "totalCount")
		require.NoError(t, serveB.wait(t))
		resp, err = get(t, serveB.url()+"/healthz")
		if err == nil {
			resp.Body.Close()
		}
		assert.Error(t, err, "no new connections once it has stopped")
	})
}

// get is http.Get bound to the test's context.
func get(t *testing.T, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// child is one `hackforge` process run by the test binary.
type child struct {
	cmd         *exec.Cmd
	httpAddr    string
	metricsAddr string
	log         *lockedBuffer
	done        chan error
}

// startChild starts `hackforge command` on the task queue, with the extra
// environment variables (NAME=value) given.
func startChild(t *testing.T, command, queue string, env ...string) *child {
	t.Helper()
	c := &child{httpAddr: freeAddr(t), metricsAddr: freeAddr(t), log: &lockedBuffer{}, done: make(chan error, 1)}
	// make test's binary is built without the race detector, under which a
	// login's argon2id hash takes several times longer: on a loaded machine
	// the login-limit test's attempts then outlasted the limit's window.
	if bin := os.Getenv("HACKFORGE_BIN"); bin != "" {
		c.cmd = exec.Command(bin, command)
	} else {
		c.cmd = exec.Command(os.Args[0], "-test.run=^$")
	}
	c.cmd.Env = append(os.Environ(), "HACKFORGE_TEST_CHILD="+command, "TEMPORAL_TASK_QUEUE="+queue,
		"HTTP_ADDR="+c.httpAddr, "METRICS_ADDR="+c.metricsAddr, "WEB_DIR="+filepath.Join(t.TempDir(), "no-web"),
		"HACKFORGE_ENV=development", "HACKFORGE_TEST_MODE=", "SWEEPS=off")
	c.cmd.Env = append(c.cmd.Env, env...)
	c.cmd.Stdout, c.cmd.Stderr = c.log, c.log
	require.NoError(t, c.cmd.Start())
	go func() { c.done <- c.cmd.Wait() }()
	t.Cleanup(func() {
		_ = c.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-c.done: //nolint:errcheck // waiting for the exit: after SIGTERM its status says nothing
		case <-time.After(20 * time.Second):
			_ = c.cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("%s %s output:\n%s", command, c.httpAddr, c.output())
		}
	})
	c.waitFor(t, "/readyz", c.metricsAddr)
	return c
}

func (c *child) url() string { return "http://" + c.httpAddr }

func (c *child) output() string { return c.log.String() }

// waitFor polls http://addr/path until it answers 200.
func (c *child) waitFor(t *testing.T, path, addr string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := get(t, "http://"+addr+path)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		select {
		case err := <-c.done:
			t.Fatalf("process exited (%v) before %s answered:\n%s", err, path, c.output())
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s did not answer within 60 s:\n%s", path, c.output())
		}
	}
}

// stop sends SIGTERM and waits for a clean exit.
func (c *child) stop(t *testing.T) {
	t.Helper()
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, c.wait(t))
}

func (c *child) wait(t *testing.T) error {
	t.Helper()
	select {
	case err := <-c.done:
		c.done <- err // Cleanup reads it again
		return err
	case <-time.After(30 * time.Second):
		return fmt.Errorf("still running 30 s after SIGTERM:\n%s", c.output())
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().String()
}

// lockedBuffer collects a process's output while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
