// Graceful shutdown of an HTTP server: on SIGTERM or SIGINT it stops accepting connections, lets the requests
// in flight finish (cutting what is left after `graceMs`), runs `cleanup` (the worker, the database pool) for at most
// `cleanupMs`, then exits 0: a cleanup that hangs (a pool whose database went first) never keeps the process up.

/**
 * @param {import("node:http").Server} server
 * @param {{ graceMs?: number, cleanupMs?: number, cleanup?: () => Promise<unknown>, log?: (line: string) => void }} [options]
 * @returns {(signal: string) => Promise<void>} the shutdown itself (called once per process)
 */
export function installGracefulShutdown(
  server,
  { graceMs = 10_000, cleanupMs = 30_000, cleanup, log = console.log } = {},
) {
  let stopping = null;
  const shutdown = (signal) => {
    stopping ??= (async () => {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      log(`[server] ${signal}: no new connections, finishing requests in flight (up to ${graceMs} ms)`);
      // Idle keep-alive connections would hold close() open; busy ones end after their answer.
      server.closeIdleConnections();
      const cut = setTimeout(() => {
        log(`[server] requests still running after ${graceMs} ms: closing their connections`);
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(cut);
      let cutCleanup;
      const cleanupCut = new Promise((resolve) => {
        cutCleanup = setTimeout(() => {
          log(`[server] cleanup still running after ${cleanupMs} ms: exiting without it`);
          resolve(undefined);
        }, cleanupMs);
      });
      await Promise.race([
        Promise.resolve()
          .then(() => cleanup?.())
          .catch((error) => log(`[server] cleanup failed: ${error}`)),
        cleanupCut,
      ]);
      clearTimeout(cutCleanup);
      log("[server] stopped");
      process.exit(0);
    })();
    return stopping;
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));
  // A response after shutdown began tells the client not to reuse the connection.
  server.on("request", (_req, res) => {
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
  });
  return shutdown;
}
