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
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/activities/mail/mailtest"
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
	if s.tc, err = client.Dial(client.Options{HostPort: fmt.Sprintf("127.0.0.1:%d", temporalPort), Logger: quietLogger()}); err != nil {
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

// ---------------------------------------------------------------- Postgres

func (s *suite) initPostgres() error {
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	if len(bins) == 0 {
		return fmt.Errorf("PostgreSQL is not installed")
	}
	sort.Slice(bins, func(i, j int) bool { return versionLess(bins[i], bins[j]) })
	s.pgBin = bins[len(bins)-1]
	s.pgData = filepath.Join(s.dir, "pg")
	if err := os.MkdirAll(s.pgData, 0o700); err != nil {
		return err
	}
	if os.Geteuid() == 0 { // initdb refuses root: the cluster belongs to postgres
		if err := os.Chmod(s.dir, 0o755); err != nil {
			return err
		}
		if out, err := exec.Command("chown", "postgres:postgres", s.pgData).CombinedOutput(); err != nil {
			return fmt.Errorf("chown: %w %s", err, out)
		}
	}
	if out, err := s.pgRun("initdb", "-D", s.pgData, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"); err != nil {
		return fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return nil
}

func versionLess(a, b string) bool {
	va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
	vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
	return va < vb
}

// pgRun runs a Postgres program, as the postgres user when the test is root.
func (s *suite) pgRun(program string, args ...string) ([]byte, error) {
	path := filepath.Join(s.pgBin, program)
	var cmd *exec.Cmd
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", path}, args...)...)
		cmd.Dir = "/"
	} else {
		cmd = exec.Command(path, args...)
	}
	return cmd.CombinedOutput()
}

func (s *suite) startPostgres() error {
	out, err := s.pgRun("pg_ctl", "-D", s.pgData, "-w", "-t", "60", "-l", filepath.Join(s.pgData, "server.log"),
		"-o", fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off", pgPort, s.pgData),
		"start")
	if err != nil {
		return fmt.Errorf("pg_ctl start: %w\n%s", err, out)
	}
	return nil
}

// stopPostgres stops the cluster as an operator would: fast, connections cut.
func (s *suite) stopPostgres() error {
	if out, err := s.pgRun("pg_ctl", "-D", s.pgData, "-m", "fast", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return nil
}

// ---------------------------------------------------------------- Temporal and Mailpit

func toolBin(envName, dirName, name string) string {
	if b := os.Getenv(envName); b != "" {
		return b
	}
	cache := os.Getenv("XDG_CACHE_HOME")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache")
	}
	return filepath.Join(cache, "hackforge", "tools", dirName, name)
}

func (s *suite) startTemporal() {
	bin := toolBin("TEMPORAL_CLI", "temporal-v1.5.1", "temporal")
	p, err := startProc("temporal", filepath.Join(s.dir, "temporal.log"), os.Environ(), bin, "server", "start-dev",
		"--headless", "--ip", "127.0.0.1", "--log-level", "warn",
		"--port", strconv.Itoa(temporalPort), "--http-port", strconv.Itoa(temporalHTTP), "--metrics-port", strconv.Itoa(temporalMetrics),
		"--db-filename", filepath.Join(s.dir, "temporal.db"),
		"--sqlite-pragma", "journal_mode=wal", "--sqlite-pragma", "synchronous=normal",
		"--dynamic-config-value", "system.enableActivityEagerExecution=true")
	if err != nil {
		p = &proc{name: "temporal", done: make(chan struct{})}
		close(p.done)
	}
	s.temporal = p
}

func (s *suite) temporalHealthy() bool {
	c, err := client.Dial(client.Options{HostPort: fmt.Sprintf("127.0.0.1:%d", temporalPort), Logger: quietLogger()})
	if err != nil {
		return false
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err = c.CheckHealth(ctx, &client.CheckHealthRequest{})
	return err == nil
}

func (s *suite) startMailpit() error {
	bin := toolBin("MAILPIT_BIN", "mailpit-v1.22.0", "mailpit")
	p, err := startProc("mailpit", filepath.Join(s.dir, "mailpit.log"), os.Environ(), bin,
		"--smtp", fmt.Sprintf("127.0.0.1:%d", mailSMTPPort), "--listen", fmt.Sprintf("127.0.0.1:%d", mailHTTPPort),
		"--database", filepath.Join(s.dir, "mailpit.db"), "--max", "0")
	if err != nil {
		return err
	}
	s.mailpit = p
	return waitFor(30*time.Second, "mailpit", func() bool {
		return httpOK(fmt.Sprintf("http://127.0.0.1:%d/api/v1/info", mailHTTPPort))
	})
}

// ---------------------------------------------------------------- stop and logs

func (s *suite) stop() {
	if s.tc != nil {
		s.tc.Close()
	}
	if s.st != nil {
		s.st.Close()
	}
	for _, p := range []*proc{s.serve, s.worker, s.mailpit, s.temporal} {
		if p != nil {
			p.terminate()
		}
	}
	if s.smtp != nil {
		s.smtp.close()
	}
	if s.ai != nil {
		s.ai.close()
	}
	if s.pgData != "" {
		_ = s.stopPostgres()
	}
	_ = os.RemoveAll(s.dir)
}

func (s *suite) dumpLogs() {
	for _, name := range []string{"serve.log", "worker.log", "temporal.log", "mailpit.log", "pg/server.log"} {
		data, err := os.ReadFile(filepath.Join(s.dir, name))
		if err != nil || len(data) == 0 {
			continue
		}
		if len(data) > 6000 {
			data = data[len(data)-6000:]
		}
		fmt.Fprintf(os.Stderr, "--- last of %s\n%s\n", name, data)
	}
}

// ---------------------------------------------------------------- processes

// proc is a server process the suite started.
type proc struct {
	name string
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

func startProc(name, logPath string, env []string, bin string, args ...string) (*proc, error) {
	log, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		_ = log.Close()
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &proc{name: name, cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		_ = log.Close() // the child has written and exited: nothing is left to flush
		close(p.done)
	}()
	return p, nil
}

func (p *proc) running() bool {
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// kill sends SIGKILL and waits until the process is gone.
func (p *proc) kill() {
	if p.cmd != nil && p.running() {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
	}
	<-p.done
}

// terminate sends SIGTERM, and SIGKILL after 20 s.
func (p *proc) terminate() {
	if p.cmd == nil || !p.running() {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(20 * time.Second):
		p.kill()
	}
}

// ---------------------------------------------------------------- helpers

func portInUse(port int) bool {
	d := net.Dialer{Timeout: 200 * time.Millisecond}
	c, err := d.DialContext(context.Background(), "tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return false
	}
	_ = c.Close()
	return true
}

func httpOK(url string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func waitFor(timeout time.Duration, what string, cond func() bool) error {
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: not ready after %s", what, timeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return nil
}

// eventually fails the test when cond does not hold within timeout.
func eventually(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	if err := waitFor(timeout, what, cond); err != nil {
		t.Fatal(err)
	}
}

// ---------------------------------------------------------------- report

// scoreboard counts the fault scenarios and those that passed, for the
// summary of make test (HACKFORGE_FAULTS_REPORT names the file).
type scoreboard struct {
	mu     sync.Mutex
	names  []string
	failed map[string]bool
}

func (b *scoreboard) add(t *testing.T) {
	b.mu.Lock()
	b.names = append(b.names, t.Name())
	b.mu.Unlock()
	t.Cleanup(func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.failed == nil {
			b.failed = map[string]bool{}
		}
		b.failed[t.Name()] = t.Failed() || t.Skipped()
	})
}

func (b *scoreboard) write() {
	path := os.Getenv("HACKFORGE_FAULTS_REPORT")
	if path == "" {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	var lines []string
	survived := 0
	for _, n := range b.names {
		mark := "survived"
		if b.failed[n] {
			mark = "FAILED"
		} else {
			survived++
		}
		lines = append(lines, fmt.Sprintf("  %s: %s", n, mark))
	}
	report := fmt.Sprintf("%d of %d\n%s\n", survived, len(b.names), strings.Join(lines, "\n"))
	_ = os.WriteFile(path, []byte(report), 0o644)
}
