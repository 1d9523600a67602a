// A server for the graceful-shutdown test: GET /slow answers only once "release" arrives on stdin.
// Prints "listening <port>", "received" when the slow request is in, and "cleanup" when the pool would close.
// The server's log lines ("[server] …") go to stdout too.
import http from "node:http";
import readline from "node:readline";
import { installGracefulShutdown } from "../../scripts/graceful-shutdown.mjs";

const held = [];
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (line === "release") for (const res of held.splice(0)) res.end("done");
});

const server = http.createServer((req, res) => {
  if (req.url !== "/slow") return res.end("fast");
  held.push(res);
  console.log("received");
});
installGracefulShutdown(server, {
  graceMs: Number(process.env.GRACE_MS ?? 10_000),
  cleanupMs: Number(process.env.CLEANUP_MS ?? 30_000),
  // HANG_CLEANUP: a cleanup that never ends (a pool whose database went first).
  cleanup: async () => {
    console.log("cleanup");
    if (process.env.HANG_CLEANUP) await new Promise(() => {});
  },
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
