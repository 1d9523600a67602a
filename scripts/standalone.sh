#!/usr/bin/env bash
# Makes .next/standalone (written by `npm run build`, output: "standalone") a complete server for a Node host:
# the static assets and public files beside it, and our optional HTTP server (scripts/server.mjs: request ids and the
# access log, 503 for pages without their database, graceful shutdown) in its scripts/.
# Run it after `npm run build`; then, on the host: cd .next/standalone && DATABASE_URL=… AUTH_SECRET=… \
#   SITE_URL=… TRUST_PROXY=1 node server.js (Next's own server; PORT, HOSTNAME) or node scripts/server.mjs -p 3000
set -euo pipefail
cd "$(dirname "$0")/.."
out=.next/standalone
[ -f "$out/server.js" ] || { echo "no standalone build: run npm run build first" >&2; exit 1; }
rm -rf "$out/public" "$out/.next/static" "$out/scripts"
cp -r public "$out/public"
cp -r .next/static "$out/.next/static"
mkdir -p "$out/scripts"
cp scripts/server.mjs scripts/access-log.mjs scripts/graceful-shutdown.mjs scripts/unavailable-status.mjs "$out/scripts/"
# The request state the server shares with the app (lib/request-state.mjs; traced there already, copied so the
# server never depends on that).
mkdir -p "$out/lib"
cp lib/request-state.mjs "$out/lib/"
# The secret-bearing paths the access log redacts (lib/secret-paths.mjs), likewise.
cp lib/secret-paths.mjs "$out/lib/"
echo "standalone server ready in $out ($(du -sh "$out" | cut -f1)): node $out/scripts/server.mjs"
