#!/usr/bin/env bash
# Two instances of the standalone build on one PostgreSQL database behind Debian's nginx (round robin): the
# site keeps its state (sessions, images, rate limits) in the database, and its cached pages, data-cache entries
# and tag revalidation times in one Redis (REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of this
# run's own, deleted at exit), so either instance serves any request, and a change made through one shows on both.
# REDIS_URL= (empty) runs the instances with a cache each, as a single server has.
#
# Usage: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres scripts/cluster.sh [command ...]
#   Serves on http://127.0.0.1:${CLUSTER_PORT:-3310} (instances on CLUSTER_PORT+1 and +2) with a scratch database
#   beside DATABASE_URL's (migrated, seeded, dropped at exit). With a command, runs it with E2E_BASE_URL (nginx)
#   and E2E_INSTANCES (the two instances) set, then stops; e.g. the whole browser suite against nginx:
#     npm run build && DATABASE_URL=… scripts/cluster.sh npx playwright test
#   Without one, serves until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ "${1:-}" != "--inside" ]; then
  [ -n "${DATABASE_URL:-}" ] || {
    echo "cluster.sh needs DATABASE_URL (PostgreSQL): the embedded database serves a single process" >&2
    exit 2
  }
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  fi
  [ -f .next/standalone/server.js ] || { echo "no build: run npm run build first" >&2; exit 2; }
  export REDIS_URL="${REDIS_URL-redis://127.0.0.1:6379}"
  if [ -n "$REDIS_URL" ] && ! node scripts/cache-store.mjs ping; then
    echo "cluster.sh needs the shared cache store: start redis-server, or set REDIS_URL (empty: none)" >&2
    exit 2
  fi
  bash scripts/standalone.sh
  exec node_modules/.bin/tsx scripts/with-db.ts --scratch -- bash "$0" --inside "$@"
fi
shift

port=${CLUSTER_PORT:-3310}
ports=("$((port + 1))" "$((port + 2))")
run_dir=$(mktemp -d)
# nginx's workers (not root) buffer large bodies (uploads) to files under it.
chmod 755 "$run_dir"
# This run's keys in the shared store: runs (and tests against them) never read each other's pages.
cache_prefix="bh-cluster-$$-$(date +%s)"
pids=()
stop() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$REDIS_URL" ]; then node scripts/cache-store.mjs drop "$cache_prefix" || true; fi
  rm -rf "$run_dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

# With a store, the instances name it and this run's prefix; without one (REDIS_URL= ), they are given neither.
cache_env=(-u REDIS_URL -u REDIS_KEY_PREFIX)
[ -z "$REDIS_URL" ] || cache_env=(REDIS_URL="$REDIS_URL" REDIS_KEY_PREFIX="$cache_prefix")
# Both instances share the secret that signs sessions, the database, the cache store and the public address (nginx's).
for p in "${ports[@]}"; do
  (
    cd .next/standalone
    exec env "${cache_env[@]}" AUTH_SECRET="${AUTH_SECRET:-cluster-only-secret-not-for-production-0123456789}" \
      SITE_URL="http://127.0.0.1:$port" TRUST_PROXY=1 ACCESS_LOG="${ACCESS_LOG:-0}" \
      MAIL_OUTBOX_DIR="$root/${E2E_MAIL_OUTBOX:-.data/e2e-mail}" NEXT_TELEMETRY_DISABLED=1 \
      node scripts/server.mjs -H 0.0.0.0 -p "$p"
  ) &
  pids+=($!)
done

# nginx in the foreground of its own, writing only under run_dir. It takes the client's address from a local
# front's X-Forwarded-For (as behind a load balancer; the browser tests name a client per test that way) and
# passes it on; the instances trust it (TRUST_PROXY).
mkdir -p "$run_dir/tmp"
cat >"$run_dir/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $run_dir/nginx.pid;
error_log $run_dir/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $run_dir/tmp/body;
  proxy_temp_path $run_dir/tmp/proxy;
  fastcgi_temp_path $run_dir/tmp/fastcgi;
  uwsgi_temp_path $run_dir/tmp/uwsgi;
  scgi_temp_path $run_dir/tmp/scgi;
  client_max_body_size 25m;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  upstream site {
    server 127.0.0.1:${ports[0]};
    server 127.0.0.1:${ports[1]};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Request-Id \$http_x_request_id;
      proxy_read_timeout 60s;
    }
  }
}
EOF
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir" &
pids+=($!)

for url in "http://127.0.0.1:${ports[0]}" "http://127.0.0.1:${ports[1]}" "http://127.0.0.1:$port"; do
  for i in $(seq 1 120); do
    curl -fs -o /dev/null "$url/api/ready" && break
    [ "$i" = 120 ] && { echo "$url did not become ready" >&2; cat "$run_dir/error.log" >&2 || true; exit 1; }
    sleep 1
  done
done
echo "cluster: http://127.0.0.1:$port → instances on ${ports[0]} and ${ports[1]}, database ${DATABASE_URL##*/}, cache ${REDIS_URL:-none (one per instance)}"

if [ $# -gt 0 ]; then
  E2E_BASE_URL="http://127.0.0.1:$port" \
    E2E_INSTANCES="http://127.0.0.1:${ports[0]},http://127.0.0.1:${ports[1]}" "$@"
else
  wait "${pids[0]}"
fi
