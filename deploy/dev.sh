#!/usr/bin/env bash
# One command for the whole stack on this machine: installs what is missing, starts
# Postgres, the Temporal dev server and Mailpit, migrates and seeds the database,
# builds the web app and runs `hackforge all` in the foreground.
# Ctrl-C stops everything it started. State lives in .dev/ (logs in .dev/logs/).
#
# Ports (env): HTTP_ADDR=127.0.0.1:8080 METRICS_ADDR=127.0.0.1:9464 PG_PORT=55432
#              TEMPORAL_PORT=7233 TEMPORAL_UI_PORT=8233 MAIL_SMTP_PORT=1025 MAIL_UI_PORT=8025
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

STATE="$ROOT/.dev"
LOGS="$STATE/logs"
APP_BIN="$DEV_BIN/hackforge"

configure() {
  : "${HTTP_ADDR:=127.0.0.1:8080}" "${METRICS_ADDR:=127.0.0.1:9464}" "${PG_PORT:=55432}" "${TEMPORAL_PORT:=7233}"
  : "${TEMPORAL_UI_PORT:=8233}" "${MAIL_SMTP_PORT:=1025}" "${MAIL_UI_PORT:=8025}"
  export HTTP_ADDR METRICS_ADDR
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/hackforge?sslmode=disable"
  export TEMPORAL_ADDRESS="127.0.0.1:$TEMPORAL_PORT"
  export TEMPORAL_NAMESPACE="${TEMPORAL_NAMESPACE:-default}"
  export TEMPORAL_TASK_QUEUE="${TEMPORAL_TASK_QUEUE:-hackforge}"
  export SMTP_URL="smtp://127.0.0.1:$MAIL_SMTP_PORT"
  export TEMPORAL_UI_URL="${TEMPORAL_UI_URL:-http://127.0.0.1:$TEMPORAL_UI_PORT}"
  export TEMPORAL_PAYLOAD_KEYS="${TEMPORAL_PAYLOAD_KEYS:-$DEV_PAYLOAD_KEYS}"
  export TEMPORAL_CODEC_TOKEN="${TEMPORAL_CODEC_TOKEN:-$DEV_CODEC_TOKEN}"
  # The Temporal UI decrypts payloads through the app (POST <endpoint>/decode).
  CODEC_ENDPOINT="$(url_of "$HTTP_ADDR")/temporal-codec/$TEMPORAL_CODEC_TOKEN"
  export MAILPIT_URL="http://127.0.0.1:$MAIL_UI_PORT"
  export MAIL_FROM="${MAIL_FROM:-Hackforge <noreply@hackforge.localhost>}"
  export PUBLIC_URL="${PUBLIC_URL:-$(url_of "$HTTP_ADDR")}"
  export HACKFORGE_ENV="${HACKFORGE_ENV:-development}"
  export WEB_DIR="$ROOT/web/dist"
  # Uploaded images (covers, logos) and anything else kept on disk.
  export DATA_DIR="${DATA_DIR:-$STATE/data}"
}

start_services() {
  mkdir -p "$LOGS"
  require_free_port "$TEMPORAL_UI_PORT" "temporal ui"
  temporal_start "$TEMPORAL_PORT" "$LOGS/temporal.log" "$STATE/temporal.db" --ui-port "$TEMPORAL_UI_PORT" \
    --ui-codec-endpoint "$CODEC_ENDPOINT"
  mailpit_start "$MAIL_SMTP_PORT" "$MAIL_UI_PORT" "$STATE/mailpit.db" "$LOGS/mailpit.log"
  pg_start "$STATE" "$PG_PORT" "$LOGS/postgres.log"
  pg_ensure_db "$PG_PORT" hackforge
  temporal_wait "$TEMPORAL_PORT"
  mailpit_wait "$MAIL_UI_PORT"
}

# The web app is rebuilt only when a source is newer than web/dist.
build_web() {
  local web="$ROOT/web"
  if [[ ! -f $web/package.json ]]; then warn "no web/package.json yet; skipping"; return; fi
  if ! is_stale "$web/dist" "$web/src" "$web/index.html" "$web/public" "$web/package.json" \
    "$web/package-lock.json" "$web"/vite.config.* "$web"/tsconfig*.json "$ROOT/api/schema"; then
    say "web/dist is up to date"
    return
  fi
  (cd "$web" && npm run build)
  touch "$web/dist"
}

print_urls() {
  cat <<EOF

  app            $PUBLIC_URL
  Temporal UI    http://127.0.0.1:$TEMPORAL_UI_PORT   (gRPC $TEMPORAL_ADDRESS; payloads decrypted by $CODEC_ENDPOINT)
  metrics        http://$METRICS_ADDR/metrics
  mail inbox     $MAILPIT_URL   (SMTP $SMTP_URL)
  Postgres       $DATABASE_URL
                 psql -h 127.0.0.1 -p $PG_PORT -U postgres hackforge
  logs           ${LOGS#"$ROOT"/}/

  Ctrl-C stops everything.

EOF
}

run_app() {
  require_free_port "${HTTP_ADDR##*:}" "hackforge http"
  require_free_port "${METRICS_ADDR##*:}" "hackforge metrics"
  start_bg hackforge - "$APP_BIN" all
  wait "$LAST_PID"
}

main() {
  install_exit_trap "$LOGS"
  claim_state_dir "$STATE"
  configure
  step "tools"
  "$DEPLOY/tools.sh"
  step "services: postgres :$PG_PORT, temporal :$TEMPORAL_PORT, mailpit :$MAIL_SMTP_PORT"
  start_services
  step "build bin: ${APP_BIN#"$ROOT"/}"
  go build -o "$APP_BIN" ./cmd/hackforge
  step "migrate"
  "$APP_BIN" migrate
  step "seed"
  "$APP_BIN" seed
  step "web build"
  build_web
  step "hackforge all"
  print_urls
  run_app
}

cd "$ROOT"
main "$@"
