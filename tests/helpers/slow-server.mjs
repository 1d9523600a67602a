// A server for the graceful-shutdown test: GET /slow answers only once "release" arrives on stdin.
// Prints "listening <port>", "received" when the slow request is in, and "cleanup" when the pool would close.
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
  cleanup: async () => console.log("cleanup"),
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
