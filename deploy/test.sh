#!/usr/bin/env bash
# Runs every test against throwaway servers on ports that do not clash with dev.sh:
# that `make generate` changes nothing, go vet and golangci-lint, Go unit + integration
# tests (Postgres, Temporal dev server, Mailpit; the layer check among them), the web
# unit tests, and the browser journeys against a running `hackforge all`.
# Servers are always stopped on exit. State lives in .test/ (logs in .test/logs/).
#
# Env: TEST_PORT_OFFSET (default 0) added to every port below
#      GO_TEST_FLAGS (default -count=1; set it empty to use Go's test cache)
#      GO_TEST_RACE (default -race; empty for timings, as the benchmarks run)
#      TEST_SKIP="vet e2e ..."  step names to skip: generated vet database build
#                                migrate go-test deploy-test web-test web-build app e2e metrics
#      E2E_ONLY="terms checkin"  run only the browser journeys whose file names contain these
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

STATE="$ROOT/.test"
LOGS="$STATE/logs"
APP_BIN="$STATE/bin/hackforge"

# TEST_PORT_OFFSET moves every port, so that two checkouts can test at once.
OFFSET=${TEST_PORT_OFFSET:-0}
PG_PORT=$((56432 + OFFSET))
TEMPORAL_PORT=$((17233 + OFFSET))
MAIL_SMTP_PORT=$((11025 + OFFSET))
MAIL_UI_PORT=$((18025 + OFFSET))
APP_ADDR=127.0.0.1:$((18080 + OFFSET))
METRICS_ADDR=127.0.0.1:$((19464 + OFFSET))

configure() {
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/hackforge_test?sslmode=disable"
  TEMPLATE_URL="postgres://postgres@127.0.0.1:$PG_PORT/hackforge_template?sslmode=disable"
  export TEMPORAL_ADDRESS="127.0.0.1:$TEMPORAL_PORT"
  export TEMPORAL_NAMESPACE=default
  export TEMPORAL_TASK_QUEUE=hackforge
  export TEMPORAL_PAYLOAD_KEYS="$DEV_PAYLOAD_KEYS"
  export SMTP_URL="smtp://127.0.0.1:$MAIL_SMTP_PORT"
  export MAILPIT_URL="http://127.0.0.1:$MAIL_UI_PORT"
  export MAIL_FROM="Hackforge <noreply@hackforge.test>"
  export HACKFORGE_ENV=development
  export HACKFORGE_TEST_SERVICES=1
  export WEB_DIR="$ROOT/web/dist"
  export DATA_DIR="$STATE/data"
  export HTTP_ADDR="$APP_ADDR"
  export PUBLIC_URL="http://$APP_ADDR"
}

# Temporal and Mailpit start in the background while Postgres starts; all fresh
# except the Postgres cluster (initdb once), whose test database is recreated.
start_services() {
  rm -rf "$LOGS" "$STATE"/temporal.db* "$STATE"/mailpit.db*
  mkdir -p "$LOGS"
  temporal_start "$TEMPORAL_PORT" "$LOGS/temporal.log" "$STATE/temporal.db" --headless
  mailpit_start "$MAIL_SMTP_PORT" "$MAIL_UI_PORT" "$STATE/mailpit.db" "$LOGS/mailpit.log"
  # A throwaway cluster: durability off for speed.
  pg_start "$STATE" "$PG_PORT" "$LOGS/postgres.log" \
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  temporal_wait "$TEMPORAL_PORT"
  mailpit_wait "$MAIL_UI_PORT"
}

# vet: go vet, gofmt over every Go file git knows, then golangci-lint
# over both Go modules (.golangci.yml, two at a time): any finding fails the step.
vet() {
  go vet ./...
  local unformatted
  unformatted=$(git ls-files -z '*.go' | xargs -0 gofmt -l)
  [[ -z $unformatted ]] || die "gofmt would change: $unformatted"
  "$DEV_BIN/golangci-lint" run ./...
  (cd "$DEPLOY" && "$DEV_BIN/golangci-lint" run ./...)
}

# database: the template that each Go test package copies (store/testdb)
# anew; the app's database is copied from it once it is migrated.
databases() {
  pg_psql "$PG_PORT" postgres -c 'drop database if exists hackforge_test with (force)'
  pg_recreate_db "$PG_PORT" hackforge_template
}

# migrate: the template, then closed to connections, so that a test package
# that uses it instead of a copy fails; the app's database is a copy.
migrate() {
  DATABASE_URL=$TEMPLATE_URL "$APP_BIN" migrate
  pg_psql "$PG_PORT" postgres -c 'alter database hackforge_template allow_connections false' \
    -c 'create database hackforge_test template hackforge_template'
}

# go-test: every Go test, through gotestsum. The packages named in
# deploy/race-packages.txt (those whose goroutines share state) run under the
# race detector (it needs cgo: gcc) unless GO_TEST_RACE is empty; the others
# after them without it: several times faster. Each package copies the
# migrated template into a database of its own (store/testdb). The fault suite
# (faults/) runs the binary built above on servers of its own.
go_test() {
  local race=${GO_TEST_RACE--race} race_pkgs plain_pkgs
  rm -f "$STATE"/go-test-*.json
  if [[ -z $race ]]; then
    go_test_run all "" ./... 2>&1 | keep_output
  else
    race_pkgs=$(sed 's/#.*//' "$DEPLOY/race-packages.txt" | xargs)
    plain_pkgs=$(go list -f '{{.Dir}}' ./... | sed "s|^$ROOT|.|" | grep -vxF -f <(tr ' ' '\n' <<<"$race_pkgs") | xargs)
    # One set after the other: side by side, the load on Temporal made
    # cmd/hackforge's burst of 50 workflows miss its deadline.
    # shellcheck disable=SC2086 # lists of packages
    { failed=0
      go_test_run race "$race" $race_pkgs || failed=1
      go_test_run plain "" $plain_pkgs || failed=1
      exit "$failed"; } 2>&1 | keep_output
  fi
  slowest_go_tests >"$STATE/slowest-go.txt"
}

# go_test_run NAME RACE_FLAG PACKAGES...: one go test run; its events are kept
# in .test/go-test-NAME.json.
go_test_run() {
  local name=$1 race=$2
  shift 2
  # shellcheck disable=SC2086 # RACE_FLAG and GO_TEST_FLAGS are lists of flags
  HACKFORGE_MATRIX_REPORT="$STATE/matrix-report.txt" HACKFORGE_FAULTS_REPORT="$STATE/faults-report.txt" \
    HACKFORGE_BIN="$APP_BIN" DATABASE_URL=$TEMPLATE_URL go tool gotestsum --format standard-quiet \
    --jsonfile "$STATE/go-test-$name.json" -- $race -p 2 -timeout 25m ${GO_TEST_FLAGS--count=1} "$@"
}

# slowest_go_tests: the ten slowest top-level tests of the last go-test step.
slowest_go_tests() {
  cat "$STATE"/go-test-*.json >"$STATE/go-test-events.json"
  # awk, not head, stops at ten: it reads to the end, so gotestsum never
  # writes into a closed pipe (SIGPIPE would fail the step under pipefail).
  go tool gotestsum tool slowest --jsonfile "$STATE/go-test-events.json" |
    awk '$2 !~ /\// && shown++ < 10'
}

# deploy-test: the deployment files' check, a Go module of its own (deploy/go.mod).
# shellcheck disable=SC2086 # GO_TEST_FLAGS is a list of flags
deploy_test() { (cd "$DEPLOY" && go vet ./... && go test ${GO_TEST_FLAGS--count=1} ./...) 2>&1 | keep_output; }

web_test() { (cd "$ROOT/web" && CI=true VITEST_SLOWEST="$STATE/slowest-web.txt" npm test) 2>&1 | keep_output; }

web_build() { (cd "$ROOT/web" && npm run build); }

start_app() {
  require_free_port "${APP_ADDR##*:}" "hackforge http"
  require_free_port "${METRICS_ADDR##*:}" "hackforge metrics"
  # No lifecycle sweep: the Go tests' hackathons in this database are marked, and
  # the journeys create theirs through the API, which attaches them.
  export TEMPORAL_TASK_QUEUE=hackforge-e2e HACKFORGE_TEST_MODE=1 SWEEPS=off METRICS_ADDR
  start_bg hackforge "$LOGS/hackforge.log" "$APP_BIN" all
  wait_until 90 "hackforge all (log: ${LOGS#"$ROOT"/}/hackforge.log)" "$LAST_PID" \
    http_ok "http://$APP_ADDR/readyz"
}

e2e() {
  # Looked up here, not in configure: the tools step may have only just installed it.
  local chromium=${CHROMIUM_PATH:-}
  [[ -n $chromium ]] || chromium=$(command -v chromium-headless-shell) || die "chromium-headless-shell is not installed"
  # shellcheck disable=SC2086 # E2E_ONLY is a list of file filters
  (cd "$ROOT/web" && CHROMIUM_PATH="$chromium" E2E_BASE_URL="http://$APP_ADDR" MAILPIT_URL="$MAILPIT_URL" \
    AXE_REPORT="$STATE/axe-report.jsonl" npm run e2e -- ${E2E_ONLY:-}) 2>&1 | keep_output
}

# keep_output: passes a test step's output through and keeps a copy, so that a
# failed run can end by naming the failed tests (CI shows only the last lines).
keep_output() { tee "$STATE/step-output.txt"; }

# failed_tests: called by on_exit_cleanup after a failure, last before the verdict.
failed_tests() {
  local out="$STATE/step-output.txt" failed
  [[ -s $out ]] || return 0
  # Without colour codes: vitest writes them even into a pipe. Its summary
  # ("Failed Tests", "Failed Suites") names each failure with its error; a
  # failure outside any test (a hook, a browser's close) is named only there.
  # CI shows only the last lines: the code frames and blank lines go.
  failed=$(sed 's/\x1b\[[0-9;]*m//g' "$out" | sed -n '/⎯ Failed \(Suites\|Tests\) [0-9]/,$p' |
    grep -Ev '^\s*$|^\s*[0-9]*\s*\||^\s*\^' | head -n 20)
  if [[ -z $failed ]]; then
    failed=$(sed 's/\x1b\[[0-9;]*m//g' "$out" | grep -E '^\s*(--- FAIL|FAIL\s|panic:|×|✗)' | sort -u | head -n 40) || return 0
  fi
  printf '\n%s--- failed tests (from the step output)%s\n%s\n' "$C_B" "$C_0" "$failed" >&2
}

# The reliability suite in a few lines: which fault scenarios the servers
# survived, what the fuzz targets ran, how much of the schema the
# authorisation matrix covers, what axe-core checked.
summary() {
  if [[ -s $STATE/faults-report.txt ]]; then
    echo "faults survived: $(head -1 "$STATE/faults-report.txt")"
    tail -n +2 "$STATE/faults-report.txt"
  else
    echo "faults survived: (not run)"
  fi
  echo "fuzz targets (their seed corpora ran in go-test; make fuzz runs them long):"
  git grep -h -o -E '^func Fuzz[A-Za-z0-9_]+' -- '*_test.go' | sed 's/^func /  /'
  echo "authorisation matrix: $(cat "$STATE/matrix-report.txt" 2>/dev/null || echo "(not run)")"
  echo "slowest Go tests:"
  sed 's/^/  /' "$STATE/slowest-go.txt" 2>/dev/null || echo "  (not run)"
  echo "slowest web test files:"
  sed 's/^/  /' "$STATE/slowest-web.txt" 2>/dev/null || echo "  (not run)"
  if [[ -s $STATE/axe-report.jsonl ]]; then
    local pages checks failing
    pages=$(grep -o '"page":"[^"]*"' "$STATE/axe-report.jsonl" | sort -u | wc -l)
    checks=$(wc -l <"$STATE/axe-report.jsonl")
    failing=$(grep -vc '"violations":\[\]' "$STATE/axe-report.jsonl" || true)
    echo "axe-core: $pages pages checked ($checks checks: one per page and viewer), $failing with serious or critical violations"
  else
    echo "axe-core: (browser journeys not run)"
  fi
}

# After the browser journeys, the app's metrics hold its HTTP routes, GraphQL
# operations, pool and the Temporal worker's own series.
check_metrics() {
  local scrape
  scrape=$(curl -sf "http://$METRICS_ADDR/metrics") || die "no metrics at http://$METRICS_ADDR/metrics"
  local series
  for series in 'hackforge_http_request_duration_seconds_count{method="POST",route="/gql"' \
    'hackforge_graphql_operation_duration_seconds_count{code="",operation="HackathonDetail"' \
    'hackforge_db_pool_acquires_total' 'temporal_workflow_task_execution_latency'; do
    grep -qF "$series" <<<"$scrape" || die "metrics lack $series"
  done
}

# run NAME CMD...: one step with a banner, unless NAME is listed in TEST_SKIP.
run() {
  local name=$1
  shift
  if [[ " ${TEST_SKIP:-} " == *" $name "* ]]; then
    step_done
    warn "==> skipped: $name (TEST_SKIP)"
    return
  fi
  step "$name"
  "$@"
}

main() {
  install_exit_trap "$LOGS"
  claim_state_dir "$STATE"
  rm -f "$STATE/matrix-report.txt" "$STATE/faults-report.txt" "$STATE/axe-report.jsonl" \
    "$STATE/step-output.txt" "$STATE/slowest-go.txt" "$STATE/slowest-web.txt"
  configure
  run tools "$DEPLOY/tools.sh" apt temporal mailpit web golangci-lint
  run generated "$DEPLOY/generate.sh" --check
  run services start_services
  run vet vet
  run database databases
  run build go build -o "$APP_BIN" ./cmd/hackforge
  run migrate migrate
  run go-test go_test
  run deploy-test deploy_test
  run web-test web_test
  run web-build web_build
  run app start_app
  run e2e e2e
  run metrics check_metrics
  step summary
  summary
  step_done
  step_table
}

cd "$ROOT"
main "$@"
