# Hackforge: one command each. See deploy/*.sh for what they do.
SHELL := /bin/bash
export GOTOOLCHAIN := local

.PHONY: dev test test-cold fuzz bench bench-lifecycle bench-invites bench-announcements bench-scale bench-export bench-leaderboard bench-ratings bench-judging bench-roundtrips build generate tools clean clean-all

dev: ## the whole stack on this machine (Ctrl-C stops it)
	deploy/dev.sh

test: ## every test, on throwaway servers
	deploy/test.sh

test-cold: ## make test in a fresh clone with HOME and every tool, Go and npm cache empty (COLD_APT=1: reinstall chromium too)
	deploy/test-cold.sh

fuzz: ## every Go fuzz target for FUZZ_TIME each (default 200000x); make test runs only their seed corpora
	deploy/fuzz.sh

bench: ## API load benchmark: /healthz vs hackathon detail vs discover vs its search with a filter (1,000 hackathons, 20,000 users)
	deploy/bench.sh api

bench-lifecycle: ## 2,000 hackathons whose phases fall due in the same second: lag to the committed change (target p99 <= 2 s), each applied exactly once (BENCH_ARGS="-n 200": another count)
	deploy/bench.sh lifecycle

bench-invites: ## 1,000 addresses invited in one request: time until the mail server accepted every e-mail
	deploy/bench.sh invites

bench-announcements: ## one announcement to 10,000 participants: time from its due time until the mail server accepted the last e-mail (target <= 60 s), the request (<= 1 s), one e-mail each
	deploy/bench.sh announcements

bench-scale: ## detail and discover through one serve, then two behind a round-robin proxy; lifecycle burst with one worker, then two
	deploy/bench.sh scale

bench-export: ## 10,000 and 100,000 participants exported as CSV beside psql \copy of the same rows: ratio (target <= 2x) and peak memory
	deploy/bench.sh export

bench-leaderboard: ## 200 clients watch one live leaderboard while 50 scores/s are written for 30 s: p50/p99 commit to every watcher (target p99 <= 1 s), server CPU
	deploy/bench.sh leaderboard

bench-ratings: ## the Talent Ratings screen's query (500 participants, 40 mentors, 8 criteria: 8,000 items) 200 times beside /healthz, with hackforge serve's GC setting: p50/p99 (target p99 <= 150 ms)
	GOGC=400 HACKFORGE_BENCH_RATINGS=1 GO_TEST_RACE= TEST_SKIP="generated vet deploy-test web-test web-build app e2e metrics" GO_TEST_FLAGS="-count=1 -v -run TestTalentScreenLoad ./api/graph/" deploy/test.sh
bench-judging: ## the judging results query over 300 submissions, 30 judges, 6 criteria, every score entered: p99 beside /healthz (target p99 <= 100 ms) and its statement count
	deploy/bench.sh judging

bench-roundtrips: ## the ten most used pages in Chromium with 300 ms added to every API call: round trips on the way to first content (target <= 2), calls, time, layout shift (ROUNDTRIP_LATENCY_MS: another delay)
	HACKFORGE_BENCH_ROUNDTRIPS=1 E2E_ONLY=roundtrips TEST_SKIP="generated vet go-test deploy-test web-test metrics" deploy/test.sh

build: ## the binary, into bin/hackforge
	go build -o bin/hackforge ./cmd/hackforge

generate: ## sqlc, gqlgen, web GraphQL types
	deploy/generate.sh

tools: ## install or check the dev and test tools
	deploy/tools.sh

clean: ## build output and test state (keeps the dev database in .dev/)
	rm -rf bin .test web/dist .dev/bin/hackforge

clean-all: clean ## also the dev database, its logs and web/node_modules
	rm -rf .dev web/node_modules
