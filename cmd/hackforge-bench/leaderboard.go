package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// leaderboardConfig is the live-leaderboard benchmark's setup.
type leaderboardConfig struct {
	DatabaseURL, URL                    string
	Participants, Items, Watchers, Rate int
	Duration                            time.Duration
	ServerPID                           int
	targetP99, settle, connectTimeout   time.Duration
	subscriptionFirst                   int
}

// Target of issue 15: a score visible on every open leaderboard within 1 s.
const leaderboardTargetP99 = time.Second

func leaderboardCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("leaderboard", flag.ExitOnError)
	cfg := leaderboardConfig{
		DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable"),
		targetP99:   leaderboardTargetP99, subscriptionFirst: 10, settle: 5 * time.Second, connectTimeout: 60 * time.Second,
	}
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:18190", "the running server")
	fs.IntVar(&cfg.Participants, "participants", 2000, "participants of the competition's hackathon")
	fs.IntVar(&cfg.Items, "items", 20, "scorable items of the competition")
	fs.IntVar(&cfg.Watchers, "watchers", 200, "clients watching the leaderboard (one SSE stream each)")
	fs.IntVar(&cfg.Rate, "rate", 50, "scores written per second")
	fs.DurationVar(&cfg.Duration, "duration", 30*time.Second, "how long scores are written")
	fs.IntVar(&cfg.ServerPID, "server-pid", 0, "the server's process id, for its CPU share (0: not measured)")
	_ = fs.Parse(args)
	if cfg.Rate < 1 || cfg.Watchers < 1 || cfg.Items < 1 || cfg.Participants < 1 {
		return errors.New("-rate, -watchers, -items and -participants are at least 1")
	}
	if cfg.Participants*cfg.Items < cfg.Rate*int(cfg.Duration.Seconds()) {
		return errors.New("more scores than participant and item pairs: each pair is awarded once")
	}
	return runLeaderboard(ctx, os.Stdout, cfg)
}

// boardEvent is a watcher's update: the newest score it counts, and when it
// arrived.
type boardEvent struct {
	last int64
	at   time.Time
}

// runLeaderboard seeds a competition, opens the watchers' streams, writes
// scores at the rate through the store (as the awardScore mutation does),
// and measures from each score's commit to its arrival at every watcher.
func runLeaderboard(ctx context.Context, out io.Writer, cfg leaderboardConfig) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	seeded := time.Now()
	hackathonID, token, err := seedInviter(ctx, st)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if _, err := st.Pool().Exec(ctx, `UPDATE hackathons SET has_gameification = true WHERE id = $1`, hackathonID); err != nil {
		return err
	}
	if err := st.SeedParticipants(ctx, hackathonID, cfg.Participants, "bench-board-"+random()); err != nil {
		return fmt.Errorf("seed participants: %w", err)
	}
	var participants []int64
	rows, err := st.Pool().Query(ctx, `SELECT id FROM participants WHERE hackathon_id = $1 ORDER BY id`, hackathonID)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		participants = append(participants, id)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	c, err := st.CreateCompetition(ctx, hackathonID, "Bench quest", "")
	if err != nil {
		return err
	}
	items := make([]record.ScorableItem, cfg.Items)
	for i := range items {
		if items[i], err = st.CreateScorableItem(ctx, c.ID, store.ScorableItemFields{Name: fmt.Sprintf("Item %d", i+1), MaxScore: 100}); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "leaderboard: %d participants, %d items, %d watchers, %d scores/s for %s; %d CPUs (shared: other work on the machine counts)\n",
		len(participants), cfg.Items, cfg.Watchers, cfg.Rate, cfg.Duration, runtime.NumCPU())
	fmt.Fprintf(out, "seeded in %s\n", time.Since(seeded).Round(time.Millisecond))

	// The watchers: each waits for its first board before the writes begin.
	wctx, stopWatchers := context.WithCancel(ctx)
	defer stopWatchers()
	events := make([][]boardEvent, cfg.Watchers)
	var mu sync.Mutex
	var wg sync.WaitGroup
	ready := make(chan error, cfg.Watchers)
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: cfg.Watchers}}
	opened := time.Now()
	for i := range cfg.Watchers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first := true
			err := watchBoard(wctx, client, cfg.URL, token, c.ID, cfg.subscriptionFirst, func(e boardEvent) {
				mu.Lock()
				events[i] = append(events[i], e)
				mu.Unlock()
				if first {
					first = false
					ready <- nil
				}
			})
			if first {
				ready <- fmt.Errorf("watcher %d: %w", i, err)
			}
		}()
	}
	timeout := time.After(cfg.connectTimeout)
	for range cfg.Watchers {
		select {
		case err := <-ready:
			if err != nil {
				return err
			}
		case <-timeout:
			return errors.New("the watchers did not all receive their first board in time")
		}
	}
	fmt.Fprintf(out, "%d streams open, first board each, in %s\n", cfg.Watchers, time.Since(opened).Round(time.Millisecond))

	// The writes: distinct participant and item pairs, at the rate.
	pairs := rand.Perm(len(participants) * cfg.Items)
	total := cfg.Rate * int(cfg.Duration.Seconds())
	committed := map[int64]time.Time{}
	var scoreIDs []int64
	cpuBefore, _ := processCPU(cfg.ServerPID)
	selfBefore, _ := processCPU(os.Getpid())
	began := time.Now()
	interval := time.Second / time.Duration(cfg.Rate)
	for n := range total {
		due := began.Add(time.Duration(n) * interval)
		if d := time.Until(due); d > 0 {
			select {
			case <-time.After(d):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		pair := pairs[n]
		sc, err := st.AwardScore(ctx, items[pair%cfg.Items], participants[pair/cfg.Items], rand.Int32N(101), 0)
		if err != nil {
			return fmt.Errorf("award: %w", err)
		}
		committed[sc.ID] = time.Now()
		scoreIDs = append(scoreIDs, sc.ID)
	}
	wrote := time.Since(began)
	cpuAfter, cpuErr := processCPU(cfg.ServerPID)
	selfAfter, _ := processCPU(os.Getpid())
	fmt.Fprintf(out, "%d scores written in %s (%.1f/s)\n", total, wrote.Round(time.Millisecond), float64(total)/wrote.Seconds())

	// Let the last boards arrive, then stop the streams.
	lastID := scoreIDs[len(scoreIDs)-1]
	deadline := time.Now().Add(cfg.settle)
	for time.Now().Before(deadline) {
		mu.Lock()
		done := 0
		for _, ev := range events {
			if len(ev) > 0 && ev[len(ev)-1].last >= lastID {
				done++
			}
		}
		mu.Unlock()
		if done == cfg.Watchers {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	stopWatchers()
	wg.Wait()

	// Per delivery (a score at a watcher) and per score (at its last watcher).
	var perDelivery, perScore []time.Duration
	missed, updates := 0, 0
	for _, id := range scoreIDs {
		var slowest time.Duration
		complete := true
		for w := range events {
			ev := events[w]
			k, _ := slices.BinarySearchFunc(ev, id, func(e boardEvent, id int64) int {
				switch {
				case e.last < id:
					return -1
				case e.last > id:
					return 1
				}
				return 0
			})
			if k == len(ev) {
				missed++
				complete = false
				continue
			}
			lat := max(ev[k].at.Sub(committed[id]), 0)
			perDelivery = append(perDelivery, lat)
			slowest = max(slowest, lat)
		}
		if complete {
			perScore = append(perScore, slowest)
		}
	}
	for _, ev := range events {
		updates += len(ev)
	}
	fmt.Fprintf(out, "updates received: %d (%.1f per watcher; boards coalesce changes that arrive during a render)\n",
		updates, float64(updates)/float64(cfg.Watchers))
	fmt.Fprintf(out, "commit to a watcher's update (%d deliveries): p50 %s  p99 %s  max %s\n", len(perDelivery),
		pct(perDelivery, 50), pct(perDelivery, 99), pct(perDelivery, 100))
	fmt.Fprintf(out, "commit to every watcher's update (%d scores):  p50 %s  p99 %s  max %s   (target p99 <= %s)\n", len(perScore),
		pct(perScore, 50), pct(perScore, 99), pct(perScore, 100), cfg.targetP99)
	if missed > 0 {
		fmt.Fprintf(out, "MISSED: %d deliveries never arrived\n", missed)
	}
	if cfg.ServerPID != 0 && cpuErr == nil {
		used := cpuAfter - cpuBefore
		fmt.Fprintf(out, "server CPU while writing: %.2f s in %.1f s = %.0f%% of one core, %.0f%% of the machine's %d\n",
			used.Seconds(), wrote.Seconds(), 100*used.Seconds()/wrote.Seconds(), 100*used.Seconds()/wrote.Seconds()/float64(runtime.NumCPU()), runtime.NumCPU())
	}
	self := selfAfter - selfBefore
	fmt.Fprintf(out, "benchmark process CPU (200 stream parsers and the writer): %.0f%% of one core\n", 100*self.Seconds()/wrote.Seconds())
	var failed []string
	if missed > 0 {
		failed = append(failed, "deliveries missed")
	}
	if p := pct(perScore, 99); p > cfg.targetP99 {
		failed = append(failed, fmt.Sprintf("p99 %s over the target %s", p, cfg.targetP99))
	}
	if len(failed) > 0 {
		return errors.New(strings.Join(failed, "; "))
	}
	return nil
}

// watchBoard subscribes to the competition's leaderboard over server-sent
// events (graphql-sse's distinct connections mode, as the web app does)
// and reports each board until ctx ends.
func watchBoard(ctx context.Context, client *http.Client, base, token string, competitionID int64, first int, got func(boardEvent)) error {
	body, _ := json.Marshal(map[string]any{
		"query": `subscription($id: ID!, $first: Int) { leaderboardChanged(competitionId: $id) {
		  lastScoreId participantCount scoreTotals(first: $first) { rank total participant { id displayName } } myRank { rank total } } }`,
		"variables": map[string]any{"id": strconv.FormatInt(competitionID, 10), "first": first},
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/gql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Token "+token)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	lines := bufio.NewScanner(resp.Body)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	for lines.Scan() {
		data, ok := strings.CutPrefix(lines.Text(), "data: ")
		if !ok {
			continue
		}
		at := time.Now()
		var msg struct {
			Data *struct {
				LeaderboardChanged struct{ LastScoreID *string }
			}
			Errors []struct{ Message string }
		}
		if err := json.Unmarshal([]byte(data), &msg); err != nil {
			return err
		}
		if len(msg.Errors) > 0 || msg.Data == nil {
			return fmt.Errorf("subscription refused: %v", msg.Errors)
		}
		var last int64
		if s := msg.Data.LeaderboardChanged.LastScoreID; s != nil {
			last, _ = strconv.ParseInt(*s, 10, 64)
		}
		got(boardEvent{last: last, at: at})
	}
	return lines.Err()
}

// pct is the p-th percentile (100: the maximum).
func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	sorted := slices.Clone(ds)
	slices.Sort(sorted)
	i := (len(sorted)*p + 99) / 100
	return sorted[min(max(i-1, 0), len(sorted)-1)].Round(time.Millisecond)
}

// processCPU is the user and system time a process has used so far
// (/proc/PID/stat; clock ticks of 1/100 s).
func processCPU(pid int) (time.Duration, error) {
	if pid == 0 {
		return 0, errors.New("no process")
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command may hold spaces: the fields after it follow the last ')'.
	fields := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	if len(fields) < 13 {
		return 0, errors.New("short /proc stat")
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond, nil
}
