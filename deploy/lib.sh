# shellcheck shell=bash
# Shared helpers for deploy/dev.sh, deploy/test.sh and deploy/tools.sh.
# Source it; it defines functions and a few variables and starts nothing.
#
#   output      say, warn, die, step (banner with elapsed seconds), step_table
#   exit        install_exit_trap: on any exit stop what was started, name the failed step
#   processes   claim_state_dir (one run per .dev/.test), start_bg (keeps the PID),
#               stop_started (by PID, newest first; Postgres with pg_ctl -m fast)
#   waiting     wait_until, http_ok, port_in_use, require_free_port
#   services    pg_start, pg_ensure_db, pg_recreate_db, temporal_start/_wait,
#               mailpit_start/_wait

# shellcheck disable=SC2034 # used by the scripts that source this file
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DEPLOY="$ROOT/deploy"
TOOLS_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/hackforge/tools"
TEMPORAL_VERSION=v1.5.1
MAILPIT_VERSION=v1.22.0
TEMPORAL_BIN="$TOOLS_DIR/temporal-$TEMPORAL_VERSION/temporal"
MAILPIT_BIN="$TOOLS_DIR/mailpit-$MAILPIT_VERSION/mailpit"
DEV_BIN="$ROOT/.dev/bin" # project-local links to the tools above
# The payload key and codec token of dev, tests and benchmarks: public, so never for
# data that matters (docs/operations.md, Encrypted payloads).
DEV_PAYLOAD_KEYS="dev:aGFja2ZvcmdlLWRldi1wYXlsb2FkLWtleS0wMDAwMDA="
DEV_CODEC_TOKEN="hackforge-dev-codec-token-not-a-secret"

export GOTOOLCHAIN=local

# ---------------------------------------------------------------- output

SCRIPT_START=$SECONDS
CURRENT_STEP=""
STEP_START=$SECONDS

if [[ -t 1 ]]; then C_B=$'\e[1m' C_R=$'\e[31m' C_G=$'\e[32m' C_Y=$'\e[33m' C_0=$'\e[0m'
else C_B="" C_R="" C_G="" C_Y="" C_0=""; fi

say() { printf '%s\n' "$*"; }
warn() { printf '%s%s%s\n' "$C_Y" "$*" "$C_0" >&2; }
die() { printf '%serror: %s%s\n' "$C_R" "$*" "$C_0" >&2; exit 1; }

# step NAME: closes the previous step ("ok (Ns)") and prints a banner for the next.
# A failing command then exits the script (set -e); on_exit_cleanup names the step.
step() {
  step_done
  CURRENT_STEP=$1
  STEP_START=$SECONDS
  printf '\n%s==> [%4ds] %s%s\n' "$C_B" $((SECONDS - SCRIPT_START)) "$1" "$C_0"
}

STEP_TIMES=() # "name seconds" of each finished step, for step_table

step_done() {
  [[ -n $CURRENT_STEP ]] || return 0
  printf '%s    ok: %s (%ds)%s\n' "$C_G" "$CURRENT_STEP" $((SECONDS - STEP_START)) "$C_0"
  STEP_TIMES+=("$CURRENT_STEP $((SECONDS - STEP_START))")
  CURRENT_STEP=""
}

# step_table: the seconds each finished step took, and the total so far.
step_table() {
  local entry
  printf '%-14s %6s\n' step seconds
  for entry in "${STEP_TIMES[@]}"; do printf '%-14s %6d\n' "${entry% *}" "${entry##* }"; done
  printf '%-14s %6d\n' total $((SECONDS - SCRIPT_START))
}

# on_exit_cleanup LOG_DIR: to be installed with `trap 'on_exit_cleanup DIR' EXIT`.
# Stops everything this script started; on failure first prints the tail of each
# log in LOG_DIR, and last which step failed.
on_exit_cleanup() {
  local rc=$? log_dir=$1
  trap - EXIT INT TERM HUP
  # A closed stdout (e.g. `make dev | tee` interrupted) must not cut the cleanup short.
  set +e
  trap '' PIPE
  if ((rc == 0)); then
    step_done
  elif ((rc < 129 || rc > 143)); then
    tail_logs "$log_dir"
    # A script may name what failed in more detail (test.sh: the failed tests).
    if declare -F failed_tests >/dev/null; then failed_tests; fi
  fi
  stop_started
  if ((rc == 0)); then
    printf '\n%sdone in %ds%s\n' "$C_G" $((SECONDS - SCRIPT_START)) "$C_0"
  elif ((rc >= 129 && rc <= 143)); then
    say "stopped (signal, during step \"${CURRENT_STEP:-startup}\", after $((SECONDS - SCRIPT_START))s)"
  else
    printf '\n%sFAILED at step "%s" after %ds (exit %d; %ds in total)%s\n' "$C_R" \
      "${CURRENT_STEP:-startup}" $((SECONDS - STEP_START)) "$rc" $((SECONDS - SCRIPT_START)) "$C_0" >&2
  fi
  exit "$rc"
}

# install_exit_trap LOG_DIR: Ctrl-C, TERM, HUP and any exit run on_exit_cleanup.
install_exit_trap() {
  # shellcheck disable=SC2064 # expand LOG_DIR now
  trap "on_exit_cleanup '$1'" EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  trap 'exit 129' HUP
}

tail_logs() { # LOG_DIR
  local f
  [[ -d $1 ]] || return 0
  for f in "$1"/*.log; do
    [[ -s $f ]] || continue
    printf '\n%s--- last lines of %s%s\n' "$C_B" "${f#"$ROOT"/}" "$C_0" >&2
    tail -n 25 "$f" >&2
  done
}

# ---------------------------------------------------------------- processes

STARTED_PIDS=()  # "pid:name", in start order
STARTED_PG=()    # data dirs of Postgres clusters this script started
PID_DIR=""       # set by claim_state_dir: <state>/run/<name>.pid for each server

# claim_state_dir DIR: one script at a time per state folder (.dev or .test), held
# by a lock on fd 8 until this script exits. Then stops servers a killed earlier
# run left behind (recorded in DIR/run/*.pid, checked by PID and command).
claim_state_dir() {
  PID_DIR="$1/run"
  mkdir -p "$PID_DIR"
  exec 8>"$PID_DIR/lock"
  flock -n 8 || die "another $(basename "$0") is running with ${1#"$ROOT"/}/; stop it first"
  stop_leftovers
}

stop_leftovers() {
  local f pid cmd name
  for f in "$PID_DIR"/*.pid; do
    [[ -e $f ]] || continue
    read -r pid cmd <"$f" || true
    name=$(basename "$f" .pid)
    if [[ -n $pid && $(tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | head -1) == "$cmd" ]]; then
      warn "stopping $name (pid $pid) left running by an earlier run"
      stop_pid "$pid" "$name"
    fi
    rm -f "$f"
  done
}

# start_bg NAME LOGFILE CMD...: runs CMD in the background from the repo root,
# output to LOGFILE ("-": this terminal). exec makes $! the server's own PID, so it
# can be stopped by PID later. Sets LAST_PID.
start_bg() {
  local name=$1 log=$2
  shift 2
  [[ $log == - ]] || mkdir -p "$(dirname "$log")"
  if [[ $log == - ]]; then
    (exec 8>&- && cd "$ROOT" && exec "$@") </dev/null &
  else
    (exec 8>&- && cd "$ROOT" && exec "$@") >"$log" 2>&1 </dev/null &
  fi
  LAST_PID=$!
  STARTED_PIDS+=("$LAST_PID:$name")
  [[ -z $PID_DIR ]] || echo "$LAST_PID $1" >"$PID_DIR/$name.pid"
}

# stop_pid PID NAME: SIGTERM, up to 15 s of grace, then SIGKILL.
stop_pid() {
  local pid=$1 name=$2 i
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 150; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    warn "$name (pid $pid) ignored SIGTERM; killing it"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
}

# stop_started: stops everything this script started, newest first. Idempotent.
stop_started() {
  local i entry dir
  for ((i = ${#STARTED_PIDS[@]} - 1; i >= 0; i--)); do
    entry=${STARTED_PIDS[i]}
    say "stopping ${entry#*:} (pid ${entry%%:*})"
    stop_pid "${entry%%:*}" "${entry#*:}"
    [[ -z $PID_DIR ]] || rm -f "$PID_DIR/${entry#*:}.pid"
  done
  STARTED_PIDS=()
  for dir in "${STARTED_PG[@]}"; do
    say "stopping postgres ($dir)"
    pg_stop "$dir"
  done
  STARTED_PG=()
}

# ---------------------------------------------------------------- waiting

# wait_until SECONDS WHAT PID CMD...: polls CMD until it succeeds. Fails after
# SECONDS, or at once when PID (if not empty) has exited.
wait_until() {
  local timeout=$1 what=$2 pid=$3 deadline
  shift 3
  deadline=$((SECONDS + timeout))
  until "$@" >/dev/null 2>&1; do
    if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null; then
      die "$what exited before it was ready"
    fi
    ((SECONDS < deadline)) || die "$what not ready after ${timeout}s"
    sleep 0.2
  done
}

http_ok() { curl -fsS -o /dev/null --max-time 2 "$1"; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

require_free_port() { # PORT WHAT
  if port_in_use "$1"; then
    die "port $1 ($2) is already in use: $(ss -ltnpH "sport = :$1" 2>/dev/null | head -1)"
  fi
}

# ---------------------------------------------------------------- postgres

pg_bin_dir() {
  local d
  d=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -1)
  [[ -d $d ]] || die "PostgreSQL is not installed (run deploy/tools.sh)"
  echo "$d"
}

# as_pg CMD...: runs CMD as the postgres user when we are root (initdb refuses root).
as_pg() {
  if ((EUID == 0)); then (cd / && runuser -u postgres -- "$@")
  else "$@"; fi
}

# pg_dirs STATE_DIR: sets PG_DATA and PG_RUN (absolute) for a cluster kept in
# STATE_DIR/pg with its socket in STATE_DIR/pgrun. When the postgres user cannot
# reach STATE_DIR (e.g. a checkout under /root), both live under /var/tmp instead
# and STATE_DIR/pg and STATE_DIR/pgrun link there.
pg_dirs() {
  local state=$1 base
  mkdir -p "$state"
  if ((EUID != 0)) || as_pg test -x "$state"; then
    PG_DATA="$state/pg" PG_RUN="$state/pgrun"
  else
    base="/var/tmp/hackforge-pg-$(printf '%s' "$state" | md5sum | cut -c1-10)"
    PG_DATA="$base/pg" PG_RUN="$base/pgrun"
    mkdir -p "$base" && chmod 755 "$base"
    ln -sfn "$PG_DATA" "$state/pg"
    ln -sfn "$PG_RUN" "$state/pgrun"
    warn "postgres cannot reach $state; keeping its cluster in $base"
  fi
}

# pg_start STATE_DIR PORT LOGFILE [SERVER_OPTIONS]: initdb once, then start (or
# reuse) the cluster. SERVER_OPTIONS: extra postgres flags, e.g. "-c fsync=off".
pg_start() {
  local state=$1 port=$2 log=$3 opts=${4:-} bin
  bin=$(pg_bin_dir)
  pg_dirs "$state"
  mkdir -p "$PG_DATA" "$PG_RUN" "$(dirname "$log")"
  ((EUID != 0)) || chown postgres:postgres "$PG_DATA" "$PG_RUN"
  chmod 700 "$PG_DATA"
  if [[ ! -s $PG_DATA/PG_VERSION ]]; then
    say "initdb $PG_DATA"
    as_pg "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >>"$log" 2>&1
  fi
  if as_pg "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
    say "postgres already running in $PG_DATA (left by an earlier run); reusing it"
  else
    require_free_port "$port" postgres
    # No -l: the server inherits this shell's redirect, so the log needs no chown.
    as_pg "$bin/pg_ctl" -D "$PG_DATA" -w -t 60 \
      -o "-p $port -k '$PG_RUN' -c listen_addresses=127.0.0.1 $opts" start >>"$log" 2>&1 </dev/null 8>&-
  fi
  STARTED_PG+=("$PG_DATA")
  pg_psql "$port" postgres -c 'select 1' >/dev/null
}

pg_stop() { # DATA_DIR
  as_pg "$(pg_bin_dir)/pg_ctl" -D "$1" -m fast -w -t 60 stop >/dev/null 2>&1 || true
}

pg_psql() { # PORT DB ARGS...
  local port=$1 db=$2
  shift 2
  PGOPTIONS="-c client_min_messages=warning" "$(pg_bin_dir)/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d "$db" "$@"
}

pg_ensure_db() { # PORT DB: creates DB unless it exists
  if [[ -z $(pg_psql "$1" postgres -tAc "select 1 from pg_database where datname = '$2'") ]]; then
    say "creating database $2"
    pg_psql "$1" postgres -c "create database \"$2\""
  fi
}

pg_recreate_db() { # PORT DB
  pg_psql "$1" postgres -c "drop database if exists \"$2\" with (force)" -c "create database \"$2\""
}

# ---------------------------------------------------------------- temporal

temporal_healthy() { # PORT
  "$TEMPORAL_BIN" operator cluster health --address "127.0.0.1:$1" 2>/dev/null | grep -q SERVING
}

# temporal_start PORT LOGFILE DBFILE ARGS...: starts the dev server keeping its state
# in DBFILE ("" for memory) (ARGS: --ui-port or --headless, ...). Sets TEMPORAL_PID;
# wait with temporal_wait. The file runs in WAL mode: it survives a crash of the server
# (not of the machine), and 200 transitions falling due at once lag under 3 s instead
# of 10-25 s with SQLite's default rollback journal. Eager activity execution hands an
# activity to the worker in the reply to the workflow task that scheduled it, without a
# trip through the task queue: nearly a fifth fewer persistence requests, and 1,000
# invites e-mailed after 12-16 s instead of 22 s (make bench-invites).
temporal_start() {
  local port=$1 log=$2 dbfile=$3 db=()
  shift 3
  [[ -z $dbfile ]] || db=(--db-filename "$dbfile" --sqlite-pragma journal_mode=wal --sqlite-pragma synchronous=normal)
  require_free_port "$port" temporal
  start_bg temporal "$log" "$TEMPORAL_BIN" server start-dev --ip 127.0.0.1 --port "$port" \
    --log-level warn "${db[@]}" --dynamic-config-value system.enableActivityEagerExecution=true "$@"
  TEMPORAL_PID=$LAST_PID
}

# temporal_wait PORT: waits until the server serves, then creates the search attributes
# every workflow of a hackathon or an organization carries (workflows/starts.go; a
# worker refuses to start without them). Creating one that exists changes nothing;
# start-dev's own --search-attribute would skip a database file made before.
temporal_wait() {
  local attribute
  wait_until 60 "temporal (port $1)" "$TEMPORAL_PID" temporal_healthy "$1"
  for attribute in HackathonId=Int OrganizationId=Int Summary=Keyword; do
    "$TEMPORAL_BIN" operator search-attribute create --address "127.0.0.1:$1" \
      --name "${attribute%=*}" --type "${attribute#*=}" >/dev/null
  done
}

# ---------------------------------------------------------------- mailpit

# mailpit_start SMTP_PORT HTTP_PORT DB_FILE LOGFILE ARGS...: sets MAILPIT_PID; wait with
# mailpit_wait. ARGS: more mailpit flags, e.g. --max 0 (keep every message, not the last 500).
mailpit_start() {
  local smtp=$1 http=$2 db=$3 log=$4
  shift 4
  require_free_port "$smtp" "mailpit smtp"
  require_free_port "$http" "mailpit http"
  start_bg mailpit "$log" "$MAILPIT_BIN" --smtp "127.0.0.1:$smtp" --listen "127.0.0.1:$http" \
    --database "$db" "$@"
  MAILPIT_PID=$LAST_PID
}

mailpit_wait() { # HTTP_PORT
  wait_until 30 "mailpit (port $1)" "$MAILPIT_PID" http_ok "http://127.0.0.1:$1/api/v1/info"
}

# ---------------------------------------------------------------- misc

# is_stale TARGET PATH...: true when TARGET is missing or some file under PATH... is newer.
is_stale() {
  local target=$1 p
  shift
  [[ -e $target ]] || return 0
  for p in "$@"; do
    [[ -e $p ]] || continue
    [[ -z $(find "$p" -newer "$target" -print -quit) ]] || return 0
  done
  return 1
}

# url_of ADDR: http URL for a listen address like 127.0.0.1:8080 or :8080.
url_of() {
  local addr=$1
  [[ $addr == :* ]] && addr="127.0.0.1$addr"
  echo "http://$addr"
}
