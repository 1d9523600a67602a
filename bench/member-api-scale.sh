#!/usr/bin/env bash
# The member side's reads over HTTP (issue #44, last target), the api-scale.sh way: the production build served by
# `next start` on the 1,000-member twin, then on the 1,000,000-member database (bench/million-seed.ts), the same
# requests with a member's and an admin's session; compare.mjs prints the ratios. Run from the repo, after
# `scripts/e2e-build.ts` (or `next build`), on a quiet machine:
#   bash bench/member-api-scale.sh [-n 3] [OUT.jsonl]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=1
if [ "${1:-}" = "-n" ]; then runs=$2; shift 2; fi
out=${1:-$(mktemp -d)/member-api.jsonl}
bench=../shared/bench
port=3240
export AUTH_SECRET=${AUTH_SECRET:-bench-secret-0123456789abcdef0123456789}
export CRON_SECRET=${CRON_SECRET:-bench-cron-secret-0123456789}
export SITE_URL=http://127.0.0.1:$port QUEUE_SCHEDULE=off ACCESS_LOG=0 NEXT_TELEMETRY_DISABLED=1

member_paths=(
  /api/notifications/unread-count
  '/api/notifications?page=1'
  /api/applications/mine
  /api/bids/mine
  /api/consultations/mine
)
admin_paths=(
  '/api/admin/members?page=1'
  '/api/admin/members?page=40'
  '/api/admin/members?search=kulkarni'
  '/api/admin/audit?page=1'
  '/api/admin/leads?page=1'
  '/api/admin/listings?type=job&status=pending'
  /api/admin/overview
)

for pair in "bench_million_1k:members-1k:bmu0000500" "bench_million:members-1m:bmu0500000"; do
  IFS=: read -r db label member <<<"$pair"
  export DATABASE_URL=postgresql://postgres@127.0.0.1:5432/$db
  member_cookie=$(npx tsx bench/session-cookie.ts --db "$db" "$member")
  admin_cookie=$(npx tsx bench/session-cookie.ts --db "$db" bmu0000001)
  npx next start -p $port -H 0.0.0.0 >/tmp/member-api-server.log 2>&1 &
  trap 'fuser -k $port/tcp 2>/dev/null || true' EXIT
  for _ in $(seq 1 60); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 1; done
  # The member's session must be this database's (a server left over from the other size would answer 401).
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "$member_cookie" "http://127.0.0.1:$port${member_paths[0]}")
  [ "$status" = 200 ] || { echo "the $db server refused $member's session ($status)" >&2; exit 1; }
  pid=$(fuser $port/tcp 2>/dev/null | awk '{print $1}')
  "$bench/api-scale.sh" -n "$runs" --label "$label" --out "$out" --pid "$pid" -H "$member_cookie" \
    "http://127.0.0.1:$port" "${member_paths[@]}"
  "$bench/api-scale.sh" -n "$runs" --label "$label" --out "$out" --pid "$pid" -H "$admin_cookie" \
    "http://127.0.0.1:$port" "${admin_paths[@]}"
  # Stop the server (next start's own process, not only npx) and wait until the port is free.
  fuser -k -TERM $port/tcp 2>/dev/null || true
  for _ in $(seq 1 30); do curl -s -o /dev/null "http://127.0.0.1:$port/" || break; sleep 1; done
  trap - EXIT
done
node "$bench/compare.mjs" "$out" members-1k members-1m
echo "results: $out"
