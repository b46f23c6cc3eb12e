#!/usr/bin/env bash
# make test as on a machine that never ran it: in a new folder under $TMPDIR (or
# /tmp), a fresh clone of this checkout's HEAD (uncommitted changes, .dev/, .test/
# and web/node_modules stay behind) runs `make test` with HOME and every cache in
# that folder: Go's build and module caches, npm's cache and the tools cache
# (Temporal CLI, Mailpit, sqlc are built again). Prints the elapsed time.
# Go's and npm's settings (go env -w, ~/.npmrc: GOFLAGS, GOTOOLCHAIN=local,
# registries) are kept: a fresh machine has them too.
#
# Debian's packages cannot be made cold without removing them: with COLD_APT=1
# chromium-headless-shell is removed first, so the tools step installs it again
# (for every checkout on this machine: do not use it while other test runs need it).
#
# Env: TEST_PORT_OFFSET, TEST_SKIP, GO_TEST_FLAGS   passed on to make test
#      COLD_APT=1                                   apt-get remove chromium-headless-shell first
#      COLD_KEEP=1                                  keep the folder after a pass (a failure always keeps it)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# cold_env DIR: HOME and the caches in DIR, Go's and npm's settings where they were.
cold_env() {
  local home=$1/home go_settings npm_settings go_bin
  go_settings=$(go env GOENV)
  npm_settings=$(npm config get userconfig 2>/dev/null)
  go_bin=$(go env GOPATH)/bin
  mkdir -p "$home"
  export GOENV=$go_settings npm_config_userconfig=$npm_settings
  export HOME=$home XDG_CACHE_HOME=$home/.cache XDG_CONFIG_HOME=$home/.config
  export GOPATH=$home/go GOMODCACHE=$home/go/pkg/mod GOCACHE=$home/.cache/go-build
  export npm_config_cache=$home/.npm
  # Tools that `go install` put on the PATH earlier must not stand in for new ones.
  PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -vxF "$go_bin" | paste -sd:)
  export PATH
  unset CHROMIUM_PATH
}

remove_chromium() {
  warn "COLD_APT=1: apt-get remove chromium-headless-shell (the tools step installs it again)"
  if ((EUID == 0)); then apt-get remove -y -qq chromium-headless-shell >/dev/null
  else sudo apt-get remove -y -qq chromium-headless-shell >/dev/null; fi
}

main() {
  local dir start took rc=0
  [[ -z $(git -C "$ROOT" status --porcelain) ]] ||
    warn "uncommitted changes are not part of the cold run: it tests $(git -C "$ROOT" rev-parse --short HEAD)"
  dir=$(mktemp -d -t hackforge-cold.XXXXXX)
  chmod 755 "$dir" # the postgres user keeps its cluster inside the clone's .test/
  say "cold run in $dir"
  git clone --quiet "$ROOT" "$dir/src"
  git -C "$dir/src" checkout --quiet --detach "$(git -C "$ROOT" rev-parse HEAD)"
  [[ ${COLD_APT:-} != 1 ]] || remove_chromium
  cold_env "$dir"
  start=$SECONDS
  make -C "$dir/src" test 2>&1 | tee "$dir/make-test.log" || rc=$?
  took="$(((SECONDS - start) / 60))m $(((SECONDS - start) % 60))s"
  if ((rc != 0)); then
    printf '\n%scold make test FAILED after %s; log and state kept in %s%s\n' "$C_R" "$took" "$dir" "$C_0" >&2
    exit "$rc"
  fi
  printf '\n%scold make test passed in %s%s\n' "$C_G" "$took" "$C_0"
  if [[ ${COLD_KEEP:-} == 1 ]]; then
    say "kept $dir"
  else
    chmod -R u+w "$dir" && rm -rf "$dir" # Go's module cache is read-only
  fi
}

main "$@"
