package graph_test

import (
	"fmt"
	"net/http"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTalentScreenLoad is issue 14's benchmark (make bench-ratings): the
// Talent Ratings screen's query for a hackathon of 500 participants, 40
// mentors and 8 criteria, each participant rated by two mentors (1,000
// ratings, 8,000 items), asked 200 times through the HTTP server beside
// /healthz in the same run, with the screen's own selection. The server
// time's p99 must stay within 150 ms.
func TestTalentScreenLoad(t *testing.T) {
	if os.Getenv("HACKFORGE_BENCH_RATINGS") != "1" {
		t.Skip("a benchmark: make bench-ratings")
	}
	const participants, mentors, criteria, ratersEach, rounds = 500, 40, 8, 2, 200
	rw := newRatingWorld(t)
	ctx, pool := t.Context(), rw.env.Store.Pool()
	h := intID(rw.inviteOnlyID)
	tag := fmt.Sprintf("bench%d", time.Now().UnixNano())
	_, err := pool.Exec(ctx, `
		WITH u AS (
			INSERT INTO users (username, email, first_name, last_name, password_hash)
			SELECT $2 || '-p' || i || '@example.com', $2 || '-p' || i || '@example.com', 'Participant', i::text, 'x'
			FROM generate_series(1, $3::int) i RETURNING id
		) INSERT INTO participants (hackathon_id, user_id) SELECT $1, id FROM u`, h, tag, participants)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, `
		WITH u AS (
			INSERT INTO users (username, email, first_name, last_name, password_hash)
			SELECT $2 || '-m' || i || '@example.com', $2 || '-m' || i || '@example.com', 'Mentor', i::text, 'x'
			FROM generate_series(1, $3::int) i RETURNING id
		) INSERT INTO mentors (hackathon_id, user_id) SELECT $1, id FROM u`, h, tag, mentors)
	require.NoError(t, err)
	// The world's talent template has three criteria; five more make eight.
	_, err = pool.Exec(ctx, `INSERT INTO rating_item_templates (rating_template_id, name, rating_type, max_score)
		SELECT $1, 'Extra ' || i, 'NUMERIC', 10 FROM generate_series(1, $2::int) i`, intID(rw.talent), criteria-3)
	require.NoError(t, err)
	// Participant n is rated by mentors n mod 40 and (n + 1) mod 40.
	_, err = pool.Exec(ctx, `
		WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM participants WHERE hackathon_id = $1 AND user_id IN (SELECT id FROM users WHERE email LIKE $3 || '-p%')),
		     m AS (SELECT user_id, row_number() OVER (ORDER BY id) - 1 AS n FROM mentors WHERE hackathon_id = $1 AND user_id IN (SELECT id FROM users WHERE email LIKE $3 || '-m%')),
		     r AS (
		       INSERT INTO ratings (rating_template_id, hackathon_id, family, rater_id, rated_participant_id)
		       SELECT $2, $1, 'TALENT', m.user_id, p.id FROM p JOIN generate_series(0, $4::int - 1) k ON true
		       JOIN m ON m.n = (p.n + k) % $5
		       RETURNING id)
		INSERT INTO rating_items (rating_id, rating_item_template_id, criterion, rating_type, score, rating_text)
		SELECT r.id, it.id, it.name, it.rating_type,
		       CASE WHEN it.rating_type = 'NUMERIC' THEN (r.id + it.id) % (it.max_score + 1) END,
		       CASE WHEN it.rating_type = 'FREE_TEXT' THEN 'Notes on rating ' || r.id END
		FROM r CROSS JOIN rating_item_templates it WHERE it.rating_template_id = $2`,
		h, intID(rw.talent), tag, ratersEach, mentors)
	require.NoError(t, err)

	var count struct{ TalentRatingItems struct{ Count int } }
	require.Empty(t, rw.manager.Client.GraphQL(`query($id: ID!) { talentRatingItems(hackathonId: $id) { count } }`, map[string]any{"id": rw.inviteOnlyID}, &count))
	require.Equal(t, participants*ratersEach*criteria, count.TalentRatingItems.Count)

	screen := func() {
		resp := rw.manager.Client.PostGraphQL(rw.manager.Client.Endpoint(), talentItemsOp, map[string]any{"id": rw.inviteOnlyID})
		require.Equal(t, http.StatusOK, resp.Status)
	}
	healthz := func() {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, rw.env.Server.URL+"/healthz", nil)
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		require.NoError(t, resp.Body.Close())
		require.Equal(t, http.StatusOK, resp.StatusCode)
	}
	timed := func(call func()) (p50, p99 time.Duration) {
		call() // warm
		times := make([]time.Duration, rounds)
		for i := range times {
			start := time.Now()
			call()
			times[i] = time.Since(start)
		}
		slices.Sort(times)
		return times[rounds/2], times[rounds*99/100]
	}
	s50, s99 := timed(screen)
	h50, h99 := timed(healthz)
	t.Logf("talent screen (%d items): p50 %v p99 %v | /healthz: p50 %v p99 %v | p99 ratio %.1fx",
		count.TalentRatingItems.Count, s50.Round(time.Microsecond), s99.Round(time.Microsecond),
		h50.Round(time.Microsecond), h99.Round(time.Microsecond), float64(s99)/float64(h99))
	fmt.Printf("bench-ratings: talent screen %d items p50=%v p99=%v; /healthz p50=%v p99=%v\n",
		count.TalentRatingItems.Count, s50, s99, h50, h99)
	assert.LessOrEqual(t, s99, 150*time.Millisecond, "the talent screen's p99 (target 150 ms)")
}
