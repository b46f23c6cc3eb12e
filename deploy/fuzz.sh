#!/usr/bin/env bash
# Fuzzes every Go fuzz target (func FuzzX in a _test.go file) for FUZZ_TIME, from
# its committed seed corpus on, and prints each target's executions (make fuzz).
# make test runs the seed corpora only: `go test` runs each target's seeds as a test.
#
# Env: FUZZ_TIME (default 200000x) how long each target runs: executions (Nx) or a
#      duration. Executions by default, not seconds: Go 1.26's fuzz coordinator can
#      fail a timed run with "context deadline exceeded" and no failing input when a
#      busy machine's workers stop late (golang/go#75804).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

main() {
  local file name out
  while IFS=: read -r file name; do
    name=${name#func }
    step "$name"
    out=$(go test -run '^$' -fuzz "^$name\$" -fuzztime "${FUZZ_TIME:-200000x}" "./$(dirname "$file")" 2>&1) ||
      die "$name found a failing input (kept in $(dirname "$file")/testdata/fuzz/$name):"$'\n'"$out"
    say "$name: $(grep -o 'execs: [0-9]*' <<<"$out" | tail -1 | cut -d' ' -f2) executions"
  done < <(git grep -o -E '^func Fuzz[A-Za-z0-9_]+' -- '*_test.go')
  step_done
}

cd "$ROOT"
main "$@"
