#!/usr/bin/env bash
# Installs what the dev stack and the tests need, skipping whatever is already there:
#   apt: postgresql, chromium-headless-shell, curl, gcc, nginx   (only the missing ones)
#   Temporal CLI and Mailpit           (built once into ~/.cache/hackforge/tools/<name>-<version>/,
#                                       linked into .dev/bin/)
#   web/node_modules                   (npm ci when missing or older than package-lock.json)
#   sqlc, golangci-lint                (built once like Temporal; make generate and make test
#                                       ask for them by name)
#
# Usage: deploy/tools.sh [apt|temporal|mailpit|web|sqlc|golangci-lint ...]
#        (no argument: apt temporal mailpit web, what make dev needs)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

SQLC_VERSION=v1.31.1
SQLC_BIN="$TOOLS_DIR/sqlc-$SQLC_VERSION/sqlc"
GOLANGCI_LINT_VERSION=v2.15.0
GOLANGCI_LINT_BIN="$TOOLS_DIR/golangci-lint-$GOLANGCI_LINT_VERSION/golangci-lint"

as_root() {
  if ((EUID == 0)); then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root for: $*"; fi
}

# with_lock NAME CMD...: one install of NAME at a time (dev.sh and test.sh may race).
with_lock() {
  local name=$1
  shift
  mkdir -p "$TOOLS_DIR"
  (
    flock 9
    "$@"
  ) 9>"$TOOLS_DIR/.$name.lock"
}

cached() { say "  $1: $2"; }

ensure_apt() {
  local missing=()
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
  # The browser journeys' Chromium: the headless shell draws no window, which
  # costs a quarter less CPU than the full browser run headless.
  command -v chromium-headless-shell >/dev/null || missing+=(chromium-headless-shell)
  command -v curl >/dev/null || missing+=(curl)
  command -v gcc >/dev/null || missing+=(gcc) # the race detector needs cgo
  [[ -x /usr/sbin/nginx ]] || missing+=(nginx) # the test through the shipped nginx.conf.template
  if ((${#missing[@]} == 0)); then cached apt "postgresql, chromium-headless-shell, curl, gcc, nginx present"; return; fi
  say "  apt-get install ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_temporal() {
  if [[ -x $TEMPORAL_BIN ]]; then cached temporal "$TEMPORAL_BIN"; return; fi
  with_lock temporal install_temporal
}

install_temporal() {
  [[ -x $TEMPORAL_BIN ]] && return # built by another run while we waited for the lock
  say "  go install temporal $TEMPORAL_VERSION (a few minutes, once)"
  GOBIN=$(dirname "$TEMPORAL_BIN") go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_VERSION"
}

ensure_mailpit() {
  if [[ -x $MAILPIT_BIN ]]; then cached mailpit "$MAILPIT_BIN"; return; fi
  with_lock mailpit install_mailpit
}

# Mailpit's Go module ships without its built web UI: build the UI with npm, then
# the binary, in a temporary copy of the module (outside the checkout).
install_mailpit() {
  [[ -x $MAILPIT_BIN ]] && return
  say "  building mailpit $MAILPIT_VERSION with its web UI (a few minutes, once)"
  local tmp mod src
  tmp=$(mktemp -d)
  # shellcheck disable=SC2064 # expand now: tmp is local and gone when the trap runs
  trap "rm -rf '$tmp'" EXIT # this runs in with_lock's subshell
  mod=github.com/axllent/mailpit@$MAILPIT_VERSION
  src=$(cd "$tmp" && GONOSUMDB=github.com/axllent/mailpit go mod download -json "$mod" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
  [[ -d $src ]] || die "go mod download $mod gave no source folder"
  cp -r "$src" "$tmp/src"
  chmod -R u+w "$tmp/src"
  (
    cd "$tmp/src"
    rm -f package-lock.json
    npm install --legacy-peer-deps --no-audit --no-fund --loglevel=error
    npm run build
    go build -o "$tmp/mailpit" .
  )
  mkdir -p "$(dirname "$MAILPIT_BIN")"
  mv "$tmp/mailpit" "$MAILPIT_BIN"
}

ensure_sqlc() {
  if [[ -x $SQLC_BIN ]]; then cached sqlc "$SQLC_BIN"; else with_lock sqlc install_sqlc; fi
  link_tool "$SQLC_BIN"
}

install_sqlc() {
  [[ -x $SQLC_BIN ]] && return
  say "  go install sqlc $SQLC_VERSION (about 2 minutes, once)"
  GOBIN=$(dirname "$SQLC_BIN") go install "github.com/sqlc-dev/sqlc/cmd/sqlc@$SQLC_VERSION"
}

ensure_golangci_lint() {
  if [[ -x $GOLANGCI_LINT_BIN ]]; then cached golangci-lint "$GOLANGCI_LINT_BIN"
  else with_lock golangci-lint install_golangci_lint; fi
  link_tool "$GOLANGCI_LINT_BIN"
}

install_golangci_lint() {
  [[ -x $GOLANGCI_LINT_BIN ]] && return
  say "  go install golangci-lint $GOLANGCI_LINT_VERSION (a few minutes, once)"
  GOBIN=$(dirname "$GOLANGCI_LINT_BIN") go install \
    "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$GOLANGCI_LINT_VERSION"
}

link_tool() { # BINARY: .dev/bin/<name> -> BINARY
  mkdir -p "$DEV_BIN"
  ln -sfn "$1" "$DEV_BIN/$(basename "$1")"
}

ensure_web() {
  local web="$ROOT/web"
  if [[ ! -f $web/package.json ]]; then warn "  web: no web/package.json yet; skipping npm ci"; return; fi
  if [[ -d $web/node_modules && ! $web/package-lock.json -nt $web/node_modules/.package-lock.json ]]; then
    cached web "node_modules up to date"
    return
  fi
  with_lock "npm-ci-$(printf '%s' "$web" | md5sum | cut -c1-10)" npm_ci "$web"
}

npm_ci() { # WEB_DIR; a second npm ci in the same folder at once breaks both
  [[ -d $1/node_modules && ! $1/package-lock.json -nt $1/node_modules/.package-lock.json ]] && return
  say "  npm ci in web/"
  (cd "$1" && npm ci --no-audit --no-fund --loglevel=error)
}

require_commands() {
  local c
  for c in go npm; do command -v "$c" >/dev/null || die "$c is not installed"; done
}

# install WHAT: one tool, as named on the command line.
install() {
  case $1 in
    apt) ensure_apt ;;
    temporal) ensure_temporal && link_tool "$TEMPORAL_BIN" ;;
    mailpit) ensure_mailpit && link_tool "$MAILPIT_BIN" ;;
    web) ensure_web ;;
    sqlc) ensure_sqlc ;;
    golangci-lint) ensure_golangci_lint ;;
    *) die "unknown tool: $1" ;;
  esac
}

# The tools install side by side: apt and npm wait on the network while the Go
# builds use the CPU. Each one's output is prefixed with its name; the first
# failure is reported after all have finished.
main() {
  local started=$SECONDS what failed=() pids=() names=() i
  require_commands
  (($# > 0)) || set -- apt temporal mailpit web
  for what in "$@"; do
    [[ $what =~ ^(apt|temporal|mailpit|web|sqlc|golangci-lint)$ ]] || die "unknown tool: $what"
    { install "$what" 2>&1 | sed -u "s/^/[$what] /"; exit "${PIPESTATUS[0]}"; } &
    pids+=($!) names+=("$what")
  done
  for i in "${!pids[@]}"; do
    wait "${pids[i]}" || failed+=("${names[i]}")
  done
  ((${#failed[@]} == 0)) || die "could not install: ${failed[*]}"
  say "  tools ready in $((SECONDS - started))s"
}

main "$@"
