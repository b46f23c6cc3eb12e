package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/store"
)

// judgingConfig is the judging results benchmark's setup.
type judgingConfig struct {
	URL, DatabaseURL              string
	Submissions, Judges, Criteria int
	Connections                   int
	Duration                      time.Duration
	targetP99                     time.Duration
}

// Target of issue 12: the results query answers in 100 ms at p99.
const judgingTargetP99 = 100 * time.Millisecond

func judgingCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("judging", flag.ExitOnError)
	cfg := judgingConfig{DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable"), targetP99: judgingTargetP99}
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:8080", "the running server")
	fs.IntVar(&cfg.Submissions, "submissions", 300, "submitted submissions")
	fs.IntVar(&cfg.Judges, "judges", 30, "judges, each scoring every submission")
	fs.IntVar(&cfg.Criteria, "criteria", 6, "criteria")
	fs.IntVar(&cfg.Connections, "c", 4, "concurrent connections")
	fs.DurationVar(&cfg.Duration, "d", 10*time.Second, "how long each query runs")
	_ = fs.Parse(args)
	return runJudging(ctx, os.Stdout, cfg)
}

// statementCount counts the SQL statements a store sends.
type statementCount struct{ n atomic.Int64 }

func (c *statementCount) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.n.Add(1)
	return ctx
}

func (c *statementCount) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

const judgingResultsQuery = `query($id: ID!) { judgingResults(hackathonId: $id) { maxScore
  categories { categoryId categoryName standings { submissionId teamName rank tied judged rawScore normalizedScore } }
  judges { judgeId judgeName completed assigned } } }`

// runJudging seeds a hackathon with every score entered, measures the
// results query beside /healthz against the running server, and counts the
// statements of one results query in-process for this hackathon and for a
// tenth of it.
func runJudging(ctx context.Context, out io.Writer, cfg judgingConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	began := time.Now()
	creator, big, err := seedJudging(ctx, st, "big", cfg.Submissions, cfg.Judges, cfg.Criteria)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	_, small, err := seedJudging(ctx, st, "small", max(cfg.Submissions/10, 1), max(cfg.Judges/10, 1), cfg.Criteria)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if _, err := st.Pool().Exec(ctx, `VACUUM ANALYZE`); err != nil {
		return err
	}
	token, err := st.CreateAuthToken(ctx, creator)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "judging: %d submissions, %d judges, %d criteria, every score entered (%d scores); seeded in %s\n",
		cfg.Submissions, cfg.Judges, cfg.Criteria, cfg.Submissions*cfg.Judges*cfg.Criteria, time.Since(began).Round(time.Millisecond))

	counts := [2]int64{}
	for i, id := range []int64{small, big} {
		if counts[i], err = countStatements(ctx, cfg.DatabaseURL, token, id); err != nil {
			return err
		}
	}
	scenarios := []scenario{
		{"healthz", func() (*http.Request, error) {
			return http.NewRequestWithContext(ctx, http.MethodGet, cfg.URL+"/healthz", nil)
		}},
		{"judgingResults", graphQL(ctx, cfg.URL, token, judgingResultsQuery, fmt.Sprintf(`{"id":"%d"}`, big))},
	}
	fmt.Fprintf(out, "%-16s %9s %9s %9s   (%d connections, %s each)\n", "query", "req/s", "p50 ms", "p99 ms", cfg.Connections, cfg.Duration)
	var p99 time.Duration
	for _, s := range scenarios {
		r, err := load(ctx, s.req, cfg.Connections, cfg.Duration)
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		fmt.Fprintf(out, "%-16s %9.1f %9.2f %9.2f\n", s.name, r.throughput, ms(r.p50), ms(r.p99))
		if s.name == "judgingResults" {
			p99 = r.p99
		}
	}
	fmt.Fprintf(out, "statements per results query: %d with %d submissions and %d judges, %d with %d and %d\n",
		counts[0], max(cfg.Submissions/10, 1), max(cfg.Judges/10, 1), counts[1], cfg.Submissions, cfg.Judges)
	ok := p99 <= cfg.targetP99 && counts[0] == counts[1]
	fmt.Fprintf(out, "targets: results p99 <= %s and a statement count that does not grow: %v\n", cfg.targetP99, map[bool]string{true: "met", false: "MISSED"}[ok])
	if !ok {
		return fmt.Errorf("targets missed")
	}
	return nil
}

// countStatements answers one results query through an in-process server
// whose store counts its statements.
func countStatements(ctx context.Context, databaseURL, token string, hackathonID int64) (int64, error) {
	counter := &statementCount{}
	st, err := store.Open(ctx, databaseURL, store.WithTracer(counter))
	if err != nil {
		return 0, err
	}
	defer st.Close()
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: st}))
	defer srv.Close()
	req, err := graphQL(ctx, srv.URL, token, judgingResultsQuery, fmt.Sprintf(`{"id":"%d"}`, hackathonID))()
	if err != nil {
		return 0, err
	}
	before := counter.n.Load()
	if err := send(http.DefaultClient, req); err != nil {
		return 0, err
	}
	return counter.n.Load() - before, nil
}

// seedJudging writes a COMPLETE hackathon with judges, criteria, teams and
// submitted submissions, every judge's scores of every submission and
// their completions; returns its creator and id.
func seedJudging(ctx context.Context, st *store.Store, tag string, submissions, judges, criteria int) (creator, hackathonID int64, err error) {
	hash, err := auth.HashPassword("Bench-password-1")
	if err != nil {
		return 0, 0, err
	}
	tx, err := st.Pool().Begin(ctx)
	if err != nil {
		return 0, 0, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	prefix := fmt.Sprintf("bench-judging-%s-%d-", tag, time.Now().UnixNano())
	if err = tx.QueryRow(ctx, `INSERT INTO users (username, email, first_name, last_name, password_hash)
	  VALUES ($1 || 'creator@example.com', $1 || 'creator@example.com', 'Bench', 'Creator', $2) RETURNING id`, prefix, hash).Scan(&creator); err != nil {
		return 0, 0, err
	}
	var org int64
	if err = tx.QueryRow(ctx, `INSERT INTO organizations (name, creator_id) VALUES ($1 || 'org', $2) RETURNING id`, prefix, creator).Scan(&org); err != nil {
		return 0, 0, err
	}
	if err = tx.QueryRow(ctx, `INSERT INTO hackathons (name, description, start_datetime, end_datetime, allowed_participants, max_team_size,
	    phase, organization_id, creator_id, has_judges)
	  VALUES ($1 || 'hackathon', 'Judging benchmark', now() - interval '3 days', now() - interval '1 day', 'PUBLIC', 5, 'COMPLETE', $2, $3, true)
	  RETURNING id`, prefix, org, creator).Scan(&hackathonID); err != nil {
		return 0, 0, err
	}
	h := hackathonID
	steps := []struct {
		sql  string
		args []any
	}{
		{`INSERT INTO users (username, email, first_name, last_name, password_hash)
		  SELECT $1 || 'judge-' || g || '@example.com', $1 || 'judge-' || g || '@example.com', 'Judge', 'No ' || g, 'x' FROM generate_series(1, $2::int) g`,
			[]any{prefix, judges}},
		{`INSERT INTO judges (hackathon_id, user_id) SELECT $1, id FROM users WHERE email LIKE $2 || 'judge-%'`, []any{h, prefix}},
		{`INSERT INTO judging_criteria (hackathon_id, name, max_score, position) SELECT $1, 'Criterion ' || g, 10, g FROM generate_series(1, $2::int) g`,
			[]any{h, criteria}},
		{`WITH t AS (INSERT INTO submission_templates (hackathon_id, schema) VALUES ($1, '{"type":"object"}') RETURNING id)
		  INSERT INTO competition_categories (hackathon_id, name, is_default, template_id) SELECT $1, 'Main', true, id FROM t`, []any{h}},
		{`INSERT INTO teams (hackathon_id, name) SELECT $1, 'Team ' || g FROM generate_series(1, $2::int) g`, []any{h, submissions}},
		{`INSERT INTO submissions (hackathon_id, team_id, category_id, response, submitted, submitted_at)
		  SELECT $1, t.id, c.id, '{"title":"Bench"}', true, now() FROM teams t, competition_categories c WHERE t.hackathon_id = $1 AND c.hackathon_id = $1`,
			[]any{h}},
		{`INSERT INTO judging_scores (hackathon_id, submission_id, criteria_id, judge_id, score)
		  SELECT $1, s.id, c.id, j.user_id, (s.id * 7 + c.id * 3 + j.user_id) % 11
		  FROM submissions s, judging_criteria c, judges j WHERE s.hackathon_id = $1 AND c.hackathon_id = $1 AND j.hackathon_id = $1`, []any{h}},
		{`INSERT INTO judging_completions (hackathon_id, submission_id, judge_id)
		  SELECT $1, s.id, j.user_id FROM submissions s, judges j WHERE s.hackathon_id = $1 AND j.hackathon_id = $1`, []any{h}},
	}
	for _, s := range steps {
		if _, err = tx.Exec(ctx, s.sql, s.args...); err != nil {
			return 0, 0, err
		}
	}
	return creator, hackathonID, tx.Commit(ctx)
}
