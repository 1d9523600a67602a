// Pages whose data could not be read because the database is unavailable answer 503 (with Retry-After), not
// 200 or 500: search engines then keep the page they had and come back. The app notes the fault in the
// request's state (lib/request-state.mjs); the status is changed as the head is written, which a page without a
// streamed skeleton does after its data was read. API calls answer 503 themselves (lib/api/respond.ts). (A page
// whose listing does not exist answers 404 by itself on every host: lib/site/missing-listing.ts.)

/**
 * Rewrites the status of a page answer written after the request's state noted a fault.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("../lib/request-state.mjs").RequestState} state
 */
export function withUnavailableStatus(req, res, state) {
  const isPage = !(req.url ?? "/").startsWith("/api/") && !(req.url ?? "/").startsWith("/_next/");
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (isPage && state.databaseUnavailable && (status === 200 || status === 500)) {
      res.setHeader("Retry-After", "30");
      res.setHeader("Cache-Control", "no-store");
      // A reason phrase given for the old status would not fit the new one.
      const headers = rest.find((r) => typeof r === "object");
      return headers ? writeHead.call(this, 503, headers) : writeHead.call(this, 503);
    }
    return writeHead.call(this, status, ...rest);
  };
}
