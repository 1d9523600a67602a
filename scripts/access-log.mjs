// Request ids and the access log: the caller's X-Request-Id (when it is a plain token) or a new one, passed to
// the app in the request and returned on every answer; one JSON line per request when the answer is sent
// (path without its query string, which may hold a token; the user id the app noted for a signed-in caller).
const requestIdPattern = /^[\w.:-]{1,128}$/;
const requestUsers = new Map();
globalThis[Symbol.for("builders-hub.request-users")] = requestUsers;
const accessLog = process.env.ACCESS_LOG !== "0";

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(line: string) => void} [write]
 */
export function tagAndLog(req, res, write = console.log) {
  const given = req.headers["x-request-id"];
  const requestId = typeof given === "string" && requestIdPattern.test(given) ? given : crypto.randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  // The path asked for, as it was before the request is routed elsewhere (scripts/malformed-path.mjs).
  const path = (req.url ?? "/").split("?")[0];
  res.on("close", () => {
    const userId = requestUsers.get(requestId);
    requestUsers.delete(requestId);
    if (!accessLog) return;
    const line = {
      time: new Date().toISOString(),
      level: "info",
      requestId,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(userId ? { userId } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    write(JSON.stringify(line));
  });
}
