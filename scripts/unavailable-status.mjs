// Pages whose data could not be read because the database is unavailable answer 503 (with Retry-After), not
// 200 or 500: search engines then keep the page they had and come back. The app notes the fault in the
// request's state (lib/request-state.ts, through the AsyncLocalStorage kept on globalThis); the status is
// changed as the head is written, which a page without a streamed skeleton does after its data was read.
// API calls answer 503 themselves (lib/api/respond.ts). A page that drew its own "not found" state (a job or gig
// that does not exist) notes that too, and answers 404 with that HTML.
import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage();
globalThis[Symbol.for("builders-hub.request-state")] = storage;

/**
 * Runs `next` with a fresh request state and rewrites the status of a page answer written after a fault.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {() => void} next
 */
export function withUnavailableStatus(req, res, next) {
  const state = { databaseUnavailable: false, pageNotFound: false };
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
    // Only a document: the router's own fetch (RSC) of the same page takes the state as drawn, without a reload.
    if (isPage && state.pageNotFound && status === 200 && req.headers.rsc !== "1") {
      const headers = rest.find((r) => typeof r === "object");
      return headers ? writeHead.call(this, 404, headers) : writeHead.call(this, 404);
    }
    return writeHead.call(this, status, ...rest);
  };
  storage.run(state, next);
}
