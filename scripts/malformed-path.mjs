// A page path whose percent-escapes do not decode (/job/%C0, /gig/%, /job/%ED%A0%80: a surrogate). Next's router
// decodes a dynamic segment with decodeURIComponent and, when that throws, answers a bare plain-text 500 without
// the site's headers. Such a request is given a path no route has before Next sees it, so Next answers the site's
// 404 page with the headers of next.config.mjs; the access line keeps the path asked for (scripts/access-log.mjs).
// /api paths are left to proxy.ts, which answers them in the API's error shape (lib/site/malformed-path.ts) and
// sends pages to the same path on a host that does not run this server. Doing it here rather than there for pages
// saves a round trip: a proxy's rewrite goes out and back in over HTTP when this server listens on 127.0.0.1.

/** No route has this path (as MALFORMED_PAGE_PATH in lib/site/malformed-path.ts). */
export const MALFORMED_PAGE_PATH = "/_malformed-path";

/** True when decodeURIComponent refuses `path`, as Next's route matcher would. */
export function isMalformedPath(path) {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Sends a page request whose path does not decode to the site's 404 page, with one log line (the request id, no
 * stack). Call within the request state (lib/request-state.mjs), which set the request id.
 * @param {import("node:http").IncomingMessage} req
 * @param {(line: string) => void} [write]
 * @returns {boolean} whether the request was sent there
 */
export function routeMalformedPage(req, write = console.log) {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/api" || path.startsWith("/api/") || !isMalformedPath(path)) return false;
  const line = {
    time: new Date().toISOString(),
    level: "warn",
    requestId: req.headers["x-request-id"],
    event: "malformed_path",
    method: req.method,
    path: path.slice(0, 300),
  };
  write(JSON.stringify(line));
  req.url = MALFORMED_PAGE_PATH;
  return true;
}
