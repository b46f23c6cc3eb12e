package faults_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/workflows"
)

// The suite's servers (main_test.go): its own Postgres cluster, Temporal
// dev server and Mailpit, and stopping them all.

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
	args := append([]string{"server", "start-dev",
		"--headless", "--ip", "127.0.0.1", "--log-level", "warn",
		"--port", strconv.Itoa(temporalPort), "--http-port", strconv.Itoa(temporalHTTP), "--metrics-port", strconv.Itoa(temporalMetrics),
		"--db-filename", filepath.Join(s.dir, "temporal.db"),
		"--sqlite-pragma", "journal_mode=wal", "--sqlite-pragma", "synchronous=normal",
		"--dynamic-config-value", "system.enableActivityEagerExecution=true"}, workflows.DevServerFlags()...)
	p, err := startProc("temporal", filepath.Join(s.dir, "temporal.log"), os.Environ(), bin, args...)
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
