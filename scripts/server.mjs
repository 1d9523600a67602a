// Serves the site (next dev with --dev, else the production build) behind a plain Node HTTP server: an optional
// operations shell (request ids and the access log, 503 for pages without their database, graceful shutdown that
// lets the job queue's worker finish its jobs). The site behaves the same without it (next start,
// .next/standalone/server.js): routing, headers, script nonces, 404s, settings checks and the worker are the app's
// own (proxy.ts, next.config.mjs, instrumentation.ts).
// One thing more than Next's server: X-Forwarded-For is the socket's address unless TRUST_PROXY is set (then the
// proxy's header is passed on as it is), where Next keeps a header a client sent (lib/api/client-ip.ts).
// Usage: node scripts/server.mjs [--dev] [-p PORT] [-H HOST]
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import next from "next";
import { sharedDatabase, withRequestState } from "../lib/request-state.mjs";
import { tagAndLog } from "./access-log.mjs";
import { installGracefulShutdown } from "./graceful-shutdown.mjs";
import { withUnavailableStatus } from "./unavailable-status.mjs";

// No telemetry: the site makes no outbound calls of its own (read when Next starts, below).
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const args = process.argv.slice(2);
const option = (names, fallback) => {
  const i = args.findIndex((a) => names.includes(a));
  return i === -1 ? fallback : args[i + 1];
};
const dev = args.includes("--dev");
const port = Number(option(["-p", "--port"], process.env.PORT ?? 3000));
const hostname = option(["-H", "--hostname"], process.env.HOSTNAME ?? "0.0.0.0");
const trustProxy = ["1", "true", "yes"].includes(process.env.TRUST_PROXY ?? "");

// The project, or a standalone build (scripts/standalone.sh puts this file in .next/standalone/scripts): there
// the configuration is the one the build wrote, as Next's own standalone server.js reads it.
const dir = path.resolve(import.meta.dirname, "..");
process.chdir(dir);
const built = path.join(dir, ".next/required-server-files.json");
const standalone = !dev && !existsSync(path.join(dir, "next.config.mjs")) && existsSync(built);
const conf = standalone ? JSON.parse(readFileSync(built, "utf8")).config : undefined;
if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);

const app = next({ dev, dir, hostname, port, turbopack: dev, ...(conf ? { conf } : {}) });
const handle = app.getRequestHandler();
await app.prepare();

// Each request is served within its state (lib/request-state.mjs): its id, and what the app notes while serving it.
const server = http.createServer((req, res) =>
  withRequestState(req, (state) => {
    tagAndLog(req, res, state);
    const socketAddress = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = trustProxy && forwarded ? [forwarded].flat().join(", ") : socketAddress;
    withUnavailableStatus(req, res, state);
    return handle(req, res);
  }),
);
server.listen(port, hostname, () => {
  console.log(
    `▲ ${dev ? "dev" : "production"} server on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});

// The job queue's worker, which instrumentation.ts starts in this process (lib/worker/start.ts, unless WORKER=off):
// the app keeps it on globalThis (lib/queue/worker-slot.ts).
const queueWorker = () => globalThis[Symbol.for("builders-hub.queue-worker")];

// SIGTERM/SIGINT: requests in flight finish (up to 10 s), the worker's running jobs too (up to 20 s more; what is
// left is released and runs again), then the app's database pool (the Prisma client lib/db.ts keeps in
// lib/request-state.mjs) is closed and the process exits 0.
installGracefulShutdown(server, {
  graceMs: 10_000,
  cleanup: async () => {
    await queueWorker()?.stop(20_000);
    await sharedDatabase()?.$disconnect();
    await app.close?.();
  },
});
