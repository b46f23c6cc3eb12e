#!/usr/bin/env bash
# Regenerates the code made from SQL and the GraphQL schema (make generate):
#   sqlc      store/queries + store/migrations -> store/internal/db/   (config: store/sqlc.yaml)
#   gqlgen    api/schema -> api/graph/exec/generated.go, api/graph/model/, api/graph/*.resolvers.go (gqlgen.yml)
#   codegen   api/schema + the web app's operations -> web/src/gql/   (web/codegen.ts)
# The Go output then gets goimports' grouping (ours last), like the code written by hand.
# Each generator's inputs and outputs are hashed into deploy/generated.sha256.
#
# Usage: deploy/generate.sh            regenerate, and record the hashes
#        deploy/generate.sh --check    for each generator whose files no longer match
#                                      the recorded hash: regenerate, then fail naming
#                                      every file that changed (a committed file is
#                                      out of date). A generator whose files match
#                                      is not run: the hash says nothing changed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

HASHES=deploy/generated.sha256
SQLC_VERSION=$(sed -n 's/^SQLC_VERSION=//p' "$DEPLOY/tools.sh")
GENERATORS=(sqlc gqlgen codegen)

run_sqlc() {
  "$DEPLOY/tools.sh" sqlc
  "$DEV_BIN/sqlc" generate -f store/sqlc.yaml
  go tool goimports -local "$(go list -m)" -w store/internal/db
}

run_gqlgen() {
  go tool gqlgen generate
  go tool goimports -local "$(go list -m)" -w api/graph/exec/generated.go api/graph/model api/graph/*.resolvers.go
}

run_codegen() {
  "$DEPLOY/tools.sh" web
  (cd web && npm run --silent codegen >/dev/null)
}

# files_of GENERATOR: what the generator reads and writes, one path a line.
# gqlgen binds the schema to our Go types (store/record and the sqlc rows it names, domain, api/graph).
files_of() {
  case $1 in
    sqlc) git ls-files --cached --others --exclude-standard store/sqlc.yaml store/migrations store/queries store/internal/db ;;
    gqlgen) git ls-files --cached --others --exclude-standard gqlgen.yml api/schema store/record store/internal/db domain api/graph \
      ':!api/graph/handler' | grep -E '\.(graphqls|yml|go)$' | grep -v '_test\.go$' ;;
    codegen) # the operations are in the files that call graphql()
      git ls-files --cached --others --exclude-standard web/codegen.ts api/schema web/src/gql
      git grep -l --untracked -F 'graphql(' -- 'web/src/*.ts' 'web/src/*.tsx' ':!*.test.ts' ':!*.test.tsx' ;;
  esac
}

# version_of GENERATOR: the generator's own version, part of its hash.
version_of() {
  case $1 in
    sqlc) echo "sqlc $SQLC_VERSION" ;;
    gqlgen) go list -m github.com/99designs/gqlgen ;;
    codegen) grep -A2 -E '"node_modules/@graphql-codegen/(cli|client-preset)"' web/package-lock.json | grep '"version"' ;;
  esac
}

hash_of() { # GENERATOR
  {
    version_of "$1"
    files_of "$1" | sort -u | while IFS= read -r f; do [[ ! -f $f ]] || sha256sum "$f"; done
  } | sha256sum | cut -d' ' -f1
}

recorded_hash() { sed -n "s/^$1 //p" "$HASHES" 2>/dev/null; }

record_hashes() {
  local g
  for g in "${GENERATORS[@]}"; do echo "$g $(hash_of "$g")"; done >"$HASHES"
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

generate() {
  local g
  for g in "${GENERATORS[@]}"; do "run_$g"; done
  record_hashes
  say "  generated; hashes recorded in $HASHES"
}

check() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || die "--check needs a git checkout"
  local g stale=() before after changed
  for g in "${GENERATORS[@]}"; do
    if [[ $(hash_of "$g") == "$(recorded_hash "$g")" ]]; then say "  $g: inputs and outputs as generated"
    else stale+=("$g"); fi
  done
  ((${#stale[@]} > 0)) || return 0
  say "  regenerating to compare: ${stale[*]}"
  before=$(file_hashes)
  for g in "${stale[@]}"; do "run_$g"; done
  after=$(file_hashes)
  changed=$(diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") |
    sed -n 's/^[<>] [0-9a-f]*  //p' | sort -u) || true
  if [[ -n $changed ]]; then
    printf '%s\n' "$changed" | sed 's/^/  changed: /' >&2
    die "make generate changes the files above: commit what it generates"
  fi
  warn "  generated code is up to date, but $HASHES is not: run make generate and commit it (the check is slow until then)"
}

cd "$ROOT"
case ${1:-} in
  "") generate ;;
  --check) check ;;
  *) die "usage: deploy/generate.sh [--check]" ;;
esac
