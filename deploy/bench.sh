#!/usr/bin/env bash
# Benchmarks on throwaway servers, always stopped on exit. State in .test/bench/.
#
#   deploy/bench.sh api        1,000 hackathons and 20,000 users; the real `hackforge serve`
#                              under 50 connections: /healthz, the hackathon-detail query and
#                              the discover list and its search (a term and a filter), with ratios to /healthz, quiet and while the
#                              benchmark commits unrelated rows at 20 and 200/s (make bench)
#   deploy/bench.sh lifecycle  2,000 hackathons whose next phase falls due in the same second
#                              (-n in BENCH_ARGS: another count): lag from due time to
#                              committed change, exactly-once checks (make bench-lifecycle)
#   deploy/bench.sh scale      the detail and discover queries against one `hackforge serve`,
#                              then two behind a round-robin proxy; the lifecycle burst with
#                              one worker, then two (make bench-scale)
#   deploy/bench.sh invites    1,000 addresses invited in one GraphQL request to the real
#                              `hackforge all` (API and worker): the request's duration, the
#                              time until Mailpit accepted every e-mail, exactly one each
#                              (make bench-invites)
#   deploy/bench.sh announcements  one announcement to 10,000 participants, due 10 s after the
#                              GraphQL request, through the real `hackforge all`: the request's
#                              duration, the time from the due time until Mailpit accepted the
#                              last e-mail, exactly one each (make bench-announcements)
#   deploy/bench.sh export     10,000 and 100,000 participants exported as CSV by the
#                              ParticipantExport workflow (a worker in the benchmark's process)
#                              beside psql's \copy of the same rows: wall time, rows/s, the
#                              ratio, the worker's peak memory at each size (make bench-export)
#   deploy/bench.sh leaderboard 200 clients watching one live leaderboard over server-sent
#                              events of the real `hackforge serve` while 50 scores/s are
#                              committed for 30 s (2,000 participants, 20 items): p50/p99 from
#                              commit to every watcher's update, the server's CPU share
#                              (make bench-leaderboard)
#   deploy/bench.sh judging    the judging results query of the real `hackforge serve` over 300
#                              submissions, 30 judges and 6 criteria with every score entered:
#                              p50/p99 beside /healthz, and its statement count at a tenth of the
#                              size and at full size (make bench-judging)
#
# Env: BENCH_ARGS   extra flags of `hackforge-bench <benchmark>`, e.g. "-n 500 -ahead 20s"
#      BENCH_PORT_OFFSET (default 0) added to every port below, so two checkouts can run at once
#      TEMPORAL_DB  file (default: the dev server keeps its state in a SQLite file in WAL
#                   mode, as dev.sh does) or memory (in-memory SQLite: no disk writes)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

STATE="$ROOT/.test/bench"
LOGS="$STATE/logs"

OFFSET=${BENCH_PORT_OFFSET:-0}
PG_PORT=$((58432 + OFFSET))
TEMPORAL_PORT=$((37233 + OFFSET))
MAIL_SMTP_PORT=$((31025 + OFFSET))
MAIL_UI_PORT=$((38025 + OFFSET))
APP_ADDR=127.0.0.1:$((18190 + OFFSET))
SECOND_ADDR=127.0.0.1:$((18191 + OFFSET))

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/hackforge_bench?sslmode=disable"
export TEMPORAL_ADDRESS="127.0.0.1:$TEMPORAL_PORT"
export TEMPORAL_NAMESPACE=default
export TEMPORAL_PAYLOAD_KEYS="$DEV_PAYLOAD_KEYS"
export SMTP_URL="smtp://127.0.0.1:$MAIL_SMTP_PORT"

# Fresh Temporal and Mailpit; Postgres keeps its cluster (initdb once) with durability
# on, as in production, and a recreated database.
start_services() {
  rm -rf "$LOGS" "$STATE"/temporal.db* "$STATE"/mailpit.db*
  mkdir -p "$LOGS"
  local dbfile=$STATE/temporal.db
  [[ ${TEMPORAL_DB:-file} == file ]] || dbfile=""
  temporal_start "$TEMPORAL_PORT" "$LOGS/temporal.log" "$dbfile" --headless
  mailpit_start "$MAIL_SMTP_PORT" "$MAIL_UI_PORT" "$STATE/mailpit.db" "$LOGS/mailpit.log" --max 0 --smtp-disable-rdns
  pg_start "$STATE" "$PG_PORT" "$LOGS/postgres.log"
  temporal_wait "$TEMPORAL_PORT"
  mailpit_wait "$MAIL_UI_PORT"
  pg_recreate_db "$PG_PORT" hackforge_bench
}

# The API is measured on the real binary in a process of its own: `serve`, or `all`
# (API and worker) for the invites.
start_server() {
  local command=$1 addr=${2:-$APP_ADDR}
  require_free_port "${addr##*:}" "hackforge http"
  HTTP_ADDR=$addr HACKFORGE_ENV=production WEB_DIR="$STATE/no-web" PUBLIC_URL="http://$addr" \
    start_bg "hackforge-${addr##*:}" "$LOGS/hackforge-${addr##*:}.log" "$STATE/bin/hackforge" "$command"
  wait_until 30 "hackforge on $addr" "$LAST_PID" http_ok "http://$addr/healthz"
}

main() {
  local benchmark=${1:-}
  [[ $benchmark =~ ^(api|lifecycle|invites|announcements|scale|export|leaderboard|judging)$ ]] || die "usage: deploy/bench.sh api|lifecycle|invites|announcements|scale|export|leaderboard|judging"
  install_exit_trap "$LOGS"
  claim_state_dir "$STATE"
  step tools
  "$DEPLOY/tools.sh" temporal mailpit
  step services
  start_services
  step build
  go build -o "$STATE/bin/hackforge" ./cmd/hackforge
  go build -o "$STATE/bin/hackforge-bench" ./cmd/hackforge-bench
  step migrate
  "$STATE/bin/hackforge" migrate
  if [[ $benchmark == api ]]; then
    step server
    start_server serve
    # shellcheck disable=SC2086 # BENCH_ARGS is a list of flags
    set -- -url "http://$APP_ADDR" ${BENCH_ARGS:-}
  elif [[ $benchmark == scale ]]; then
    step servers
    start_server serve
    start_server serve "$SECOND_ADDR"
    # shellcheck disable=SC2086
    set -- -url "http://$APP_ADDR" -second "http://$SECOND_ADDR" ${BENCH_ARGS:-}
  elif [[ $benchmark == invites || $benchmark == announcements ]]; then
    step server
    start_server all
    # shellcheck disable=SC2086
    set -- -url "http://$APP_ADDR" -mailpit "http://127.0.0.1:$MAIL_UI_PORT" ${BENCH_ARGS:-}
  elif [[ $benchmark == leaderboard ]]; then
    step server
    start_server serve
    # shellcheck disable=SC2086
    set -- -url "http://$APP_ADDR" -server-pid "$LAST_PID" ${BENCH_ARGS:-}
  elif [[ $benchmark == judging ]]; then
    step server
    start_server serve
    # shellcheck disable=SC2086
    set -- -url "http://$APP_ADDR" ${BENCH_ARGS:-}
  elif [[ $benchmark == export ]]; then
    # shellcheck disable=SC2086
    set -- -psql "$(pg_bin_dir)/psql" ${BENCH_ARGS:-}
  else
    # shellcheck disable=SC2086
    set -- ${BENCH_ARGS:-}
  fi
  step "bench-$benchmark"
  "$STATE/bin/hackforge-bench" "$benchmark" "$@"
}

cd "$ROOT"
main "$@"
