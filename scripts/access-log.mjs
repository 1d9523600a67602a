// The access log: one JSON line per request when the answer is sent (path without its query string, which may
// hold a token, and with a secret segment redacted, lib/secret-paths.mjs; the user id the app noted for a
// signed-in caller), and the request id returned on every answer. The request's id and user are its state
// (lib/request-state.mjs).
import { redactPath } from "../lib/secret-paths.mjs";

const accessLog = process.env.ACCESS_LOG !== "0";

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("../lib/request-state.mjs").RequestState} state
 * @param {(line: string) => void} [write]
 */
export function tagAndLog(req, res, state, write = console.log) {
  res.setHeader("X-Request-Id", state.requestId);
  const started = process.hrtime.bigint();
  // The path asked for, read before the app routes it.
  const path = redactPath((req.url ?? "/").split("?")[0] ?? "/");
  res.on("close", () => {
    if (!accessLog) return;
    const line = {
      time: new Date().toISOString(),
      level: "info",
      requestId: state.requestId,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(state.userId ? { userId: state.userId } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    write(JSON.stringify(line));
  });
}
