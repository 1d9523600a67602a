// What the app tells the HTTP server (scripts/server.mjs) about the request it is serving: that the database
// could not serve it, so a page answers 503, or that the page's record does not exist, so it answers 404
// (scripts/unavailable-status.mjs). Outside that server (vitest, another host) there is no request state, and
// nothing to tell.
import type { AsyncLocalStorage } from "node:async_hooks";

type RequestState = { databaseUnavailable: boolean; pageNotFound: boolean };

const current = () =>
  (
    (globalThis as Record<symbol, unknown>)[Symbol.for("builders-hub.request-state")] as
      AsyncLocalStorage<RequestState> | undefined
  )?.getStore();

export function noteDatabaseUnavailable() {
  const state = current();
  if (state) state.databaseUnavailable = true;
}

/**
 * The page drew its own "not found" state (a per-request page cannot call Next's notFound(): before the shell is
 * sent it answers a document whose text exists only in the RSC payload, blank without JavaScript).
 */
export function notePageNotFound() {
  const state = current();
  if (state) state.pageNotFound = true;
}
