// Command hackforge-bench runs Hackforge's load benchmarks against the
// services named by the environment (DATABASE_URL, TEMPORAL_ADDRESS,
// SMTP_URL, ...). deploy/bench.sh starts throwaway services and runs it.
//
//	hackforge-bench api -url http://127.0.0.1:18190 [-hackathons 1000] [-users 20000] [-writes 0,20,200]
//	hackforge-bench lifecycle [-n 2000] [-ahead 90s] [-pollers 8] [-workers 1] [-sticky-timeout 5s]
//	hackforge-bench invites -url http://127.0.0.1:18190 -mailpit http://127.0.0.1:38025 [-n 1000]
//	hackforge-bench announcements -url http://127.0.0.1:18190 -mailpit http://127.0.0.1:38025 [-n 10000] [-ahead 10s]
//	hackforge-bench scale -url http://127.0.0.1:18190 -second http://127.0.0.1:18191
//	hackforge-bench export [-n 10000,100000] [-psql psql]
//	hackforge-bench leaderboard -url http://127.0.0.1:18190 [-watchers 200] [-rate 50] [-duration 30s] [-server-pid PID]
//	hackforge-bench judging -url http://127.0.0.1:18190 [-submissions 300] [-judges 30] [-criteria 6]
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

const usage = `usage: hackforge-bench <benchmark> [flags]

benchmarks:
  api        /healthz, the hackathon-detail query, the discover list and its
             search (a term and a filter) of a
             running server, over 1,000 hackathons and 20,000 users, quiet and
             while unrelated rows are written at 20 and 200 per second
  lifecycle  hackathons whose next phase falls due in the same second: lag from
             the due time to the committed phase change, and exactly-once checks
  invites    1,000 addresses invited in one request to a running server and
             worker: the request's duration, the time until the SMTP server
             accepted every e-mail, and exactly one e-mail per address
  announcements  one announcement to 10,000 participants, a few seconds ahead,
             through a running server and worker: the scheduling request's
             duration, the time from its due time until the SMTP server
             accepted the last e-mail, and exactly one e-mail per address
  scale      the detail and discover queries against one server, then two behind
             a round-robin proxy; the lifecycle burst with one worker, then two
  export     participants exported as CSV by the ParticipantExport workflow
             (10,000 and 100,000) beside psql's \copy of the same rows: wall
             time, rows per second, the ratio, the worker's peak memory
  leaderboard  200 clients watch one live leaderboard (2,000 participants, 20
             items) while 50 scores a second are written for 30 s: p50 and p99
             from a score's commit to its arrival at every watcher, server CPU
  judging    the judging results query (raw and normalised, per category) over
             300 submissions, 30 judges and 6 criteria, every score entered:
             p50 and p99 beside /healthz, and its statement count
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "api":
		err = apiCommand(ctx, os.Args[2:])
	case "lifecycle":
		err = lifecycleCommand(ctx, os.Args[2:])
	case "invites":
		err = invitesCommand(ctx, os.Args[2:])
	case "announcements":
		err = announcementsCommand(ctx, os.Args[2:])
	case "scale":
		err = scaleCommand(ctx, os.Args[2:])
	case "export":
		err = exportCommand(ctx, os.Args[2:])
	case "leaderboard":
		err = leaderboardCommand(ctx, os.Args[2:])
	case "judging":
		err = judgingCommand(ctx, os.Args[2:])
	default:
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "hackforge-bench %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
