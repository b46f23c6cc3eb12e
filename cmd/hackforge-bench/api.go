package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/store"
)

// apiConfig is the API benchmark's setup.
type apiConfig struct {
	DatabaseURL string
	URL         string // the running `hackforge serve`
	Hackathons  int
	Users       int
	Connections int
	Duration    time.Duration
	// WriteRates are the background writes per second each query is measured
	// under, 0 for quiet.
	WriteRates []int
}

// Targets of the benchmark.
const (
	targetDetailRatio = 0.25 // detail throughput over /healthz's
	targetQueryP99    = 25 * time.Millisecond
)

type scenario struct {
	name string
	req  func() (*http.Request, error)
}

// runAPI seeds a large database, then measures the server's /healthz, the
// hackathon-detail query and the discover list one after the other, quiet
// and while another process commits unrelated rows at each write rate, and
// prints each with its ratio to /healthz and whether the targets hold.
func runAPI(ctx context.Context, out io.Writer, cfg apiConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	start := time.Now()
	seeded, err := seedAPIData(ctx, st, cfg.Hackathons, cfg.Users)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	token, err := st.CreateAuthToken(ctx, seeded.viewer)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "seeded %d hackathons and %d users in %s\n", cfg.Hackathons, cfg.Users, time.Since(start).Round(time.Millisecond))

	scenarios := append([]scenario{
		{"healthz", func() (*http.Request, error) {
			return http.NewRequestWithContext(ctx, http.MethodGet, cfg.URL+"/healthz", nil)
		}},
	}, apiQueries(ctx, cfg.URL, token, seeded.detailID)...)
	writer := &backgroundWriter{st: st, users: seeded.writerUsers, hackathons: seeded.unrelated}
	fmt.Fprintf(out, "%-16s %-9s %8s %9s %9s %9s   (%d connections, %s each)\n",
		"writes/s", "query", "req/s", "p50 ms", "p99 ms", "/healthz", cfg.Connections, cfg.Duration)
	var missed []string
	for _, rate := range cfg.WriteRates {
		var healthz float64
		for _, s := range scenarios {
			r, committed, err := measure(ctx, s, writer, rate, cfg)
			if err != nil {
				return fmt.Errorf("%s at %d writes/s: %w", s.name, rate, err)
			}
			ratio := ""
			if s.name == "healthz" {
				healthz = r.throughput
			} else {
				ratio = fmt.Sprintf("%.3f", r.throughput/healthz)
				missed = append(missed, missedTargets(s.name, rate, r, r.throughput/healthz)...)
			}
			fmt.Fprintf(out, "%-16s %-9s %8.0f %9.2f %9.2f %9s\n",
				writesLabel(rate, committed, cfg.Duration), s.name, r.throughput, ms(r.p50), ms(r.p99), ratio)
		}
	}
	fmt.Fprintf(out, "targets: detail/healthz >= %.2f quiet; detail, discover and search p99 <= %s at every write rate: ", targetDetailRatio, targetQueryP99)
	if len(missed) == 0 {
		fmt.Fprintln(out, "met")
	} else {
		fmt.Fprintf(out, "MISSED (%s)\n", strings.Join(missed, "; "))
	}
	return nil
}

// apiQueries are the measured GraphQL queries: a hackathon's detail, the
// discover list and discover's search, as a signed-in viewer.
func apiQueries(ctx context.Context, base, token string, detailID int64) []scenario {
	return []scenario{
		{"detail", graphQL(ctx, base, token, `query($id: ID!) { hackathon(id: $id) { id name phase phaseDisplay status
		  organization { id name } isCreator isManager isParticipant isMentor isJudge isVolunteer isBanned } }`,
			fmt.Sprintf(`{"id":"%d"}`, detailID))},
		{"discover", graphQL(ctx, base, token, `{ hackathons(filter: DISCOVER, first: 10) { items { id name phase status isParticipant } totalCount } }`, `{}`)},
		// Discover's page as the web app asks it: a search term, a filter and the cards' counts.
		{"search", graphQL(ctx, base, token, `query($input: DiscoverInput) { discoverHackathons(input: $input, first: 10) {
		  items { id name phase status isParticipant organization { id name } participantCount prizeCount } totalCount } }`,
			`{"input":{"search":"climate","status":"UPCOMING"}}`)},
	}
}

// missedTargets names the targets a query misses at a write rate.
func missedTargets(query string, rate int, r loadResult, ratioToHealthz float64) []string {
	when := "quiet"
	if rate > 0 {
		when = fmt.Sprintf("at %d writes/s", rate)
	}
	var missed []string
	if r.p99 > targetQueryP99 {
		missed = append(missed, fmt.Sprintf("%s p99 %.2f ms %s", query, ms(r.p99), when))
	}
	if query == "detail" && rate == 0 && ratioToHealthz < targetDetailRatio {
		missed = append(missed, fmt.Sprintf("detail/healthz %.3f quiet", ratioToHealthz))
	}
	return missed
}

// writesLabel is a write rate as asked and as the database took it.
func writesLabel(rate int, committed int64, d time.Duration) string {
	if rate == 0 {
		return "quiet"
	}
	return fmt.Sprintf("%d (did %.0f)", rate, float64(committed)/d.Seconds())
}

// measure loads one scenario while the writer commits at rate.
func measure(ctx context.Context, s scenario, w *backgroundWriter, rate int, cfg apiConfig) (loadResult, int64, error) {
	writing, stop := context.WithCancel(ctx)
	defer stop()
	var (
		committed int64
		writeErr  error
		done      = make(chan struct{})
	)
	go func() {
		defer close(done)
		committed, writeErr = w.run(writing, rate)
	}()
	r, err := load(ctx, s.req, cfg.Connections, cfg.Duration)
	stop()
	<-done
	return r, committed, cmpOr(err, writeErr)
}

// apiData is what the seed made that the scenarios use.
type apiData struct {
	viewer      int64 // holds roles in some hackathons
	detailID    int64 // one of those
	writerUsers []int64
	unrelated   []int64 // hackathons neither measured query reads
}

// seedAPIData bulk-inserts users and public hackathons with participants.
func seedAPIData(ctx context.Context, st *store.Store, hackathons, users int) (apiData, error) {
	var d apiData
	hash, err := auth.HashPassword("Bench-password-1")
	if err != nil {
		return d, err
	}
	pool := st.Pool()
	steps := []struct {
		sql  string
		args []any
	}{
		{`INSERT INTO users (username, email, first_name, last_name, password_hash)
		  SELECT 'bench-' || g || '@example.com', 'bench-' || g || '@example.com', 'Bench', 'User ' || g, $2
		  FROM generate_series(1, $1) g`, []any{users, hash}},
		{`INSERT INTO organizations (name, creator_id)
		  SELECT 'Bench org ' || g, (SELECT min(id) FROM users WHERE email LIKE 'bench-%') + g FROM generate_series(0, 49) g`, nil},
		{`INSERT INTO hackathons (name, description, start_datetime, end_datetime, allowed_participants, max_team_size,
		    phase, organization_id, creator_id, has_judges, has_prizes)
		  SELECT 'Bench hackathon ' || g, 'A hackathon for load tests about '
		      || (ARRAY['climate','health','fintech','education','robotics','space','music','cities'])[g % 8 + 1],
		    now() + (g - $1 / 2) * interval '1 day', now() + (g - $1 / 2 + 2) * interval '1 day',
		    CASE WHEN g % 10 = 0 THEN 'INVITE_ONLY' ELSE 'PUBLIC' END, 5,
		    (ARRAY['PLANNING','REGISTRATION_OPEN','HACKING','JUDGING','COMPLETE'])[g % 5 + 1],
		    o.id, o.creator_id, true, g % 2 = 0
		  FROM generate_series(1, $1) g
		  JOIN LATERAL (SELECT id, creator_id FROM organizations WHERE name = 'Bench org ' || (g % 50)) o ON true`, []any{hackathons}},
		{`INSERT INTO participants (hackathon_id, user_id)
		  SELECT h.id, u.id FROM (SELECT id, row_number() OVER (ORDER BY id) n FROM users WHERE email LIKE 'bench-%') u
		  JOIN (SELECT id, row_number() OVER (ORDER BY id) n FROM hackathons WHERE name LIKE 'Bench hackathon %') h
		    ON h.n = u.n % $1 + 1`, []any{hackathons}},
		{`INSERT INTO judges (hackathon_id, user_id)
		  SELECT h.id, u.id FROM (SELECT id FROM users WHERE email LIKE 'bench-%' ORDER BY id LIMIT 1) u,
		    (SELECT id FROM hackathons WHERE name LIKE 'Bench hackathon %' ORDER BY id LIMIT 20) h
		  ON CONFLICT DO NOTHING`, nil},
		// As autovacuum would leave the tables, so that it does not run during the first scenarios.
		{`VACUUM ANALYZE`, nil},
	}
	for _, s := range steps {
		if _, err := pool.Exec(ctx, s.sql, s.args...); err != nil {
			return d, err
		}
	}
	err = pool.QueryRow(ctx, `SELECT j.user_id, j.hackathon_id FROM judges j JOIN users u ON u.id = j.user_id
	  WHERE u.email LIKE 'bench-%' ORDER BY j.hackathon_id LIMIT 1`).Scan(&d.viewer, &d.detailID)
	if err != nil {
		return d, err
	}
	// Discover lists running and upcoming hackathons first: ended ones are
	// not on its first page.
	err = pool.QueryRow(ctx, `SELECT
	    array(SELECT id FROM users WHERE email LIKE 'bench-%' AND id <> $1 ORDER BY id),
	    array(SELECT id FROM hackathons WHERE name LIKE 'Bench hackathon %' AND end_datetime < now() AND id <> $2 ORDER BY id)`,
		d.viewer, d.detailID).Scan(&d.writerUsers, &d.unrelated)
	return d, err
}

func graphQL(ctx context.Context, base, token, query, variables string) func() (*http.Request, error) {
	body := fmt.Sprintf(`{"query":%q,"variables":%s}`, query, variables)
	return func() (*http.Request, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/gql", bytes.NewBufferString(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Token "+token)
		return req, nil
	}
}

// loadGCPercent is the client's GC target while it keeps requests in flight.
const loadGCPercent = 1600

type loadResult struct {
	requests   int
	throughput float64
	p50, p99   time.Duration
}

// load keeps `connections` requests in flight for the duration (a closed
// loop, one keep-alive connection per worker) and measures each.
func load(ctx context.Context, newReq func() (*http.Request, error), connections int, d time.Duration) (loadResult, error) {
	// The client shares the cores with the server it measures: collecting
	// its garbage rarely (its heap stays small) leaves those to the server.
	defer debug.SetGCPercent(debug.SetGCPercent(loadGCPercent))
	transport := &http.Transport{MaxIdleConnsPerHost: connections, MaxConnsPerHost: connections}
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	defer transport.CloseIdleConnections()
	deadline := time.Now().Add(d)
	var (
		mu        sync.Mutex
		latencies []time.Duration
		firstErr  error
		wg        sync.WaitGroup
	)
	began := time.Now()
	for range connections {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			for time.Now().Before(deadline) && ctx.Err() == nil {
				req, err := newReq()
				if err == nil {
					t := time.Now()
					err = send(client, req)
					mine = append(mine, time.Since(t))
				}
				if err != nil {
					mu.Lock()
					firstErr = cmpOr(firstErr, err)
					mu.Unlock()
					return
				}
			}
			mu.Lock()
			latencies = append(latencies, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(began)
	if firstErr == nil && len(latencies) == 0 {
		firstErr = fmt.Errorf("no request finished in %s", d)
	}
	if firstErr != nil {
		return loadResult{}, firstErr
	}
	slices.Sort(latencies)
	return loadResult{
		requests: len(latencies), throughput: float64(len(latencies)) / elapsed.Seconds(),
		p50: percentile(latencies, 50), p99: percentile(latencies, 99),
	}, nil
}

// send makes one request and fails on anything but a clean 200.
func send(c *http.Client, req *http.Request) error {
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK || bytes.Contains(body, []byte(`"errors"`)) {
		return fmt.Errorf("%s %s: %d %s", req.Method, req.URL.Path, resp.StatusCode, body)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func cmpOr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func apiCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("api", flag.ExitOnError)
	cfg := apiConfig{DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable")}
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:8080", "the running server")
	fs.IntVar(&cfg.Hackathons, "hackathons", 1000, "hackathons to seed")
	fs.IntVar(&cfg.Users, "users", 20000, "users to seed")
	fs.IntVar(&cfg.Connections, "c", 50, "concurrent connections")
	fs.DurationVar(&cfg.Duration, "d", 10*time.Second, "how long each scenario runs")
	rates := fs.String("writes", "0,20,200", "background writes per second to measure under, comma separated (0: quiet)")
	_ = fs.Parse(args)
	for _, r := range strings.Split(*rates, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(r))
		if err != nil || n < 0 {
			return fmt.Errorf("-writes: %q is not a rate", r)
		}
		cfg.WriteRates = append(cfg.WriteRates, n)
	}
	return runAPI(ctx, os.Stdout, cfg)
}
