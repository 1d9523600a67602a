#!/usr/bin/env bash
# Filtered lists at two sizes, measured back to back (issue #28): starts one server per database (a built app:
# `npm run build` first) and, path by path, runs ../shared/bench/api-scale.sh against one size and then the other
# (small first in odd rounds, large first in even ones), so the two runs of a path are seconds apart and see the
# same noise on a shared machine. Then bench/filter-ratios.mjs prints the medians per size and their ratio.
#   bench/filter-scale.sh SMALL_DATABASE_URL LARGE_DATABASE_URL [ROUNDS=3] [OUT=/tmp/filter-scale.jsonl]
# Env: PORT_SMALL (3451), PORT_LARGE (3452), DURATION (6 s per path), CONNECTIONS (10).
set -euo pipefail
cd "$(dirname "$0")/.."
SMALL=${1:?small DATABASE_URL} LARGE=${2:?large DATABASE_URL} ROUNDS=${3:-3} OUT=${4:-/tmp/filter-scale.jsonl}
PORT_SMALL=${PORT_SMALL:-3451} PORT_LARGE=${PORT_LARGE:-3452}
BENCH=../shared/bench
[ -x "$BENCH/api-scale.sh" ] || BENCH=/work/shared/bench

PATHS=(
  '/api/jobs?page=1&limit=10'
  '/api/jobs?type=internship&mode=remote&salaryMin=10000&limit=10'
  '/api/jobs?type=internship&mode=remote&salaryMin=10000&page=2&limit=10'
  '/api/jobs?city=pune&limit=10'
  '/api/jobs?city=pune&page=5&limit=10'
  '/api/jobs?city=pune&page=900&limit=10'
  '/api/jobs?mode=hybrid&limit=10'
  '/api/jobs?experience=3-5-years&limit=10'
  '/api/jobs?salaryMin=50000&salaryMax=100000&limit=10'
  '/api/jobs?skills=rust,go&limit=10'
  '/api/jobs?type=internship&city=bengaluru&experience=entry-level&skills=solidity&limit=10'
  '/api/jobs?search=python&mode=remote&limit=10'
  '/api/jobs?search=solidity&mode=remote&limit=10'
  '/api/events?type=workshop&city=online&limit=10'
  '/api/events?when=past&limit=10'
  '/api/gigs?category=ai-ml&limit=10'
  '/api/startups?industry=AI&hiring=yes&limit=10'
  '/jobs?type=Internship&mode=remote&salaryMin=10000'
)

PIDS=()
stop() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap stop EXIT
start() { # URL PORT
  DATABASE_URL=$1 AUTH_SECRET=${AUTH_SECRET:-bench-secret-bench-secret-bench-secret} \
    SITE_URL=http://127.0.0.1:$2 node scripts/server.mjs -H 0.0.0.0 -p "$2" >"/tmp/filter-scale-$2.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 60); do curl -sf -o /dev/null "http://127.0.0.1:$2/api/jobs?limit=1" && return; sleep 1; done
  echo "server on $2 did not start (/tmp/filter-scale-$2.log)" >&2
  exit 1
}
start "$SMALL" "$PORT_SMALL"
start "$LARGE" "$PORT_LARGE"
run() { # SIZE PORT ROUND PATH
  CONNECTIONS=${CONNECTIONS:-10} DURATION=${DURATION:-6} WARMUP=1 \
    "$BENCH/api-scale.sh" --label "$1-r$3" --out "$OUT" "http://127.0.0.1:$2" "$4" >/dev/null 2>&1
}
for r in $(seq "$ROUNDS"); do
  for p in "${PATHS[@]}"; do
    if [ $((r % 2)) -eq 1 ]; then run small "$PORT_SMALL" "$r" "$p"; run large "$PORT_LARGE" "$r" "$p"
    else run large "$PORT_LARGE" "$r" "$p"; run small "$PORT_SMALL" "$r" "$p"; fi
  done
  echo "round $r of $ROUNDS done ($(uptime | sed 's/.*load/load/'))" >&2
done
node bench/filter-ratios.mjs "$OUT"
