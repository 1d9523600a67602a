// What the app tells the HTTP server (scripts/server.mjs) about the request it is serving: that the database
// could not serve it, so a page answers 503 (scripts/unavailable-status.mjs). Outside that server (vitest,
// another host) there is no request state, and nothing to tell.
import type { AsyncLocalStorage } from "node:async_hooks";

type RequestState = { databaseUnavailable: boolean };

export function noteDatabaseUnavailable() {
  const storage = (globalThis as Record<symbol, unknown>)[Symbol.for("builders-hub.request-state")] as
    AsyncLocalStorage<RequestState> | undefined;
  const state = storage?.getStore();
  if (state) state.databaseUnavailable = true;
}
