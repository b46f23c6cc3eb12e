#!/usr/bin/env bash
# Regenerates the code made from SQL and the GraphQL schema (make generate):
#   sqlc      store/queries + store/migrations -> store/db/   (config: store/sqlc.yaml)
#   gqlgen    api/schema -> api/graph/generated.go, api/graph/model/, api/graph/*.resolvers.go (gqlgen.yml)
#   codegen   api/schema + the web app's operations -> web/src/gql/   (web/codegen.ts)
# The Go output then gets goimports' grouping (ours last), like the code written by hand.
#
# Usage: deploy/generate.sh            regenerate
#        deploy/generate.sh --check    regenerate, then fail naming every file that
#                                      changed: a committed file is out of date
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

generate() {
  "$DEPLOY/tools.sh" sqlc web
  "$DEV_BIN/sqlc" generate -f store/sqlc.yaml
  go tool gqlgen generate
  go tool goimports -local "$(go list -m)" -w store/db api/graph/generated.go api/graph/model api/graph/*.resolvers.go
  (cd web && npm run --silent codegen >/dev/null)
}

# file_hashes: "hash  path" for every file git would see (tracked or not, ignored
# ones aside), so the check compares contents and also works with uncommitted edits.
file_hashes() {
  git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do
      if [[ -f $f ]]; then printf '%s\0' "$f"; fi # a deleted file git still tracks
    done |
    xargs -0 -r sha256sum
}

check() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || die "--check needs a git checkout"
  local before after changed
  before=$(file_hashes)
  generate
  after=$(file_hashes)
  changed=$(diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") |
    sed -n 's/^[<>] [0-9a-f]*  //p' | sort -u) || true
  if [[ -n $changed ]]; then
    printf '%s\n' "$changed" | sed 's/^/  changed: /' >&2
    die "make generate changes the files above: commit what it generates"
  fi
  say "  generated code is up to date"
}

cd "$ROOT"
case ${1:-} in
  "") generate ;;
  --check) check ;;
  *) die "usage: deploy/generate.sh [--check]" ;;
esac
