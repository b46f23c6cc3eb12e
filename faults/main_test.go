// Package faults_test is the fault suite (issue 18): real `hackforge serve`
// and `hackforge worker` processes on a private Postgres cluster, Temporal
// dev server and Mailpit, which the tests stop, kill and start again. It
// never touches the servers the other packages share, so it may run beside
// them; its tests run one after another.
//
// Ports 28001-28030 (plus TEST_PORT_OFFSET) are its own (see portBase).
package faults_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
)

// The suite's own ports: 28001-28030, moved by TEST_PORT_OFFSET (as make
// test moves its shared servers) so that two checkouts can run it at once.
// They lie below Linux's ephemeral range (32768-60999): in it, a connection
// of the tests running beside the suite took 60004 as its local port just
// before the suite's Temporal server listened on it.
var (
	portBase        = 28000 + portOffset()
	pgPort          = portBase + 1
	temporalPort    = portBase + 2
	temporalHTTP    = portBase + 3
	temporalMetrics = portBase + 4
	mailSMTPPort    = portBase + 10
	mailHTTPPort    = portBase + 11
	smtpProxyPort   = portBase + 12 // what the worker sends to: the test can hold it
	serveHTTP       = portBase + 20
	serveMetrics    = portBase + 21
	workerMetrics   = portBase + 22
	aiPort          = portBase + 30
)

const taskQueue = "faults"

// payloadKeys encrypt what the suite's processes and client send to Temporal.
const payloadKeys = "faults:ZmF1bHRzLW9ubHkta2V5LTAxMjM0NTY3ODlhYmNkZWY="

// portOffset is TEST_PORT_OFFSET when it keeps the ports below 65536.
func portOffset() int {
	n, err := strconv.Atoi(os.Getenv("TEST_PORT_OFFSET"))
	if err != nil || n < 0 || n > 5400 {
		return 0
	}
	return n
}

// suite is the package's running world.
type suite struct {
	dir         string // temporary state
	pgBin       string
	pgData      string
	bin         string // the hackforge binary
	temporal    *proc
	mailpit     *proc
	serve       *proc
	worker      *proc
	smtp        *smtpProxy
	ai          *fakeAI
	st          *store.Store
	tc          client.Client
	inbox       mailtest.Inbox
	databaseURL string
}

var (
	world   *suite
	results = &scoreboard{}
)

func TestMain(m *testing.M) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		fmt.Println("faults: skipped (needs make test's tools; run through `make test`)")
		os.Exit(m.Run()) // every test skips itself
	}
	s, err := startSuite()
	if err != nil {
		fmt.Fprintln(os.Stderr, "faults: start:", err)
		if s != nil {
			s.dumpLogs()
			s.stop()
		}
		os.Exit(1)
	}
	world = s
	code := m.Run()
	if code != 0 {
		s.dumpLogs()
	}
	s.stop()
	results.write()
	os.Exit(code)
}

// need returns the running world or skips the test outside make test.
func need(t *testing.T) *suite {
	t.Helper()
	if world == nil {
		t.Skip("needs Postgres, Temporal and Mailpit binaries: run through `make test`")
	}
	results.add(t)
	return world
}

func startSuite() (*suite, error) {
	dir, err := os.MkdirTemp("", "hackforge-faults-")
	if err != nil {
		return nil, err
	}
	s := &suite{dir: dir, databaseURL: fmt.Sprintf("postgres://postgres@127.0.0.1:%d/hackforge?sslmode=disable", pgPort)}
	for _, p := range []int{pgPort, temporalPort, temporalHTTP, temporalMetrics, mailSMTPPort, mailHTTPPort, smtpProxyPort, serveHTTP, serveMetrics, workerMetrics, aiPort} {
		if portInUse(p) {
			return s, fmt.Errorf("port %d is in use (another faults run?)", p)
		}
	}
	if s.bin, err = hackforgeBinary(dir); err != nil {
		return s, err
	}
	s.startTemporal()
	if err := s.startMailpit(); err != nil {
		return s, err
	}
	if err := s.initPostgres(); err != nil {
		return s, err
	}
	if err := s.startPostgres(); err != nil {
		return s, err
	}
	if out, err := s.pgRun("psql", "-X", "-q", "-h", "127.0.0.1", "-p", strconv.Itoa(pgPort), "-U", "postgres", "-d", "postgres",
		"-c", "create database hackforge"); err != nil {
		return s, fmt.Errorf("create database: %w\n%s", err, out)
	}
	if s.smtp, err = newSMTPProxy(fmt.Sprintf("127.0.0.1:%d", smtpProxyPort), fmt.Sprintf("127.0.0.1:%d", mailSMTPPort)); err != nil {
		return s, err
	}
	if s.ai, err = newFakeAI(fmt.Sprintf("127.0.0.1:%d", aiPort)); err != nil {
		return s, err
	}
	if err := waitFor(60*time.Second, "temporal", func() bool { return s.temporalHealthy() }); err != nil {
		return s, err
	}
	migrate := exec.Command(s.bin, "migrate")
	migrate.Env = s.env()
	if out, err := migrate.CombinedOutput(); err != nil {
		return s, fmt.Errorf("migrate: %w\n%s", err, out)
	}
	ctx := context.Background()
	if s.st, err = store.Open(ctx, s.databaseURL); err != nil {
		return s, err
	}
	codec, err := payloadcrypt.Parse(payloadKeys)
	if err != nil {
		return s, err
	}
	opts := client.Options{HostPort: fmt.Sprintf("127.0.0.1:%d", temporalPort), Logger: quietLogger()}
	codec.Protect(&opts)
	if s.tc, err = client.Dial(opts); err != nil {
		return s, err
	}
	s.inbox = mailtest.Inbox{URL: fmt.Sprintf("http://127.0.0.1:%d", mailHTTPPort)}
	if s.serve, err = s.startApp("serve", serveMetrics); err != nil {
		return s, err
	}
	if s.worker, err = s.startApp("worker", workerMetrics); err != nil {
		return s, err
	}
	if err := waitFor(60*time.Second, "serve /readyz", func() bool { return httpOK(fmt.Sprintf("http://127.0.0.1:%d/readyz", serveHTTP)) }); err != nil {
		return s, err
	}
	return s, nil
}

// hackforgeBinary is $HACKFORGE_BIN (make test builds it) or a fresh build.
func hackforgeBinary(dir string) (string, error) {
	if b := os.Getenv("HACKFORGE_BIN"); b != "" {
		if _, err := os.Stat(b); err == nil {
			return b, nil
		}
	}
	out := filepath.Join(dir, "hackforge")
	build := exec.Command("go", "build", "-o", out, "github.com/hackforge/hackforge/cmd/hackforge")
	if msg, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %w\n%s", err, msg)
	}
	return out, nil
}

// env is the environment of a hackforge process.
func (s *suite) env() []string {
	keep := []string{}
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "PATH", "HOME", "TMPDIR", "GOCOVERDIR", "GORACE":
			keep = append(keep, kv)
		}
	}
	return append(keep,
		"DATABASE_URL="+s.databaseURL,
		fmt.Sprintf("TEMPORAL_ADDRESS=127.0.0.1:%d", temporalPort),
		"TEMPORAL_NAMESPACE=default",
		payloadcrypt.KeysVariable+"="+payloadKeys,
		"TEMPORAL_TASK_QUEUE="+taskQueue,
		fmt.Sprintf("SMTP_URL=smtp://127.0.0.1:%d", smtpProxyPort),
		"MAIL_FROM=Hackforge <noreply@hackforge.test>",
		"HACKFORGE_ENV=development",
		"HACKFORGE_TEST_MODE=1",
		fmt.Sprintf("HTTP_ADDR=127.0.0.1:%d", serveHTTP),
		fmt.Sprintf("PUBLIC_URL=http://127.0.0.1:%d", serveHTTP),
		"WEB_DIR="+filepath.Join(s.dir, "no-web"),
		fmt.Sprintf("AI_BASE_URL=http://127.0.0.1:%d/v1", aiPort),
		"AI_MODEL=fake-model", "AI_API_KEY=fake-key", "AI_TIMEOUT=90s",
	)
}

func (s *suite) startApp(command string, metrics int) (*proc, error) {
	env := append(s.env(), fmt.Sprintf("METRICS_ADDR=127.0.0.1:%d", metrics))
	p, err := startProc(command, filepath.Join(s.dir, command+".log"), env, s.bin, command)
	if err != nil {
		return nil, err
	}
	return p, waitFor(60*time.Second, command+" /healthz", func() bool {
		return p.running() && httpOK(fmt.Sprintf("http://127.0.0.1:%d/healthz", metrics))
	})
}

// restartWorker starts a new worker process after the old one ended.
func (s *suite) restartWorker(t *testing.T) {
	t.Helper()
	w, err := s.startApp("worker", workerMetrics)
	if err != nil {
		t.Fatalf("restart worker: %v", err)
	}
	s.worker = w
}
