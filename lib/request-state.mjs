// One request's state, shared by the HTTP server (scripts/server.mjs) and the app it serves: the request id
// (the caller's X-Request-Id when it is a plain token, else a new one), the signed-in user the access line names
// (scripts/access-log.mjs), and what the app noted while serving it: the database could not serve it, so a page
// answers 503 (scripts/unavailable-status.mjs). Outside
// that server (vitest, another host) there is no request state, and nothing to tell.
// Plain JS, so the server imports it as it is; lib/request-state.d.mts gives its types to the app.
import { AsyncLocalStorage } from "node:async_hooks";

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it is a plain token (at most 128 of `\w.:-`), else a new one. */
export function requestIdFrom(headers) {
  const given = typeof headers.get === "function" ? headers.get("x-request-id") : headers["x-request-id"];
  return typeof given === "string" && requestIdPattern.test(given) ? given : crypto.randomUUID();
}

// The server script and the app's bundled copy of this module are two module instances: they share one slot on
// globalThis, holding the storage and the app's database client (lib/db.ts), which the server closes on shutdown.
const shared = (globalThis[Symbol.for("builders-hub.request-state")] ??= {
  storage: new AsyncLocalStorage(),
  database: undefined,
});

/** Runs `next` with a new state for the request, whose id is also written into its X-Request-Id header. */
export function withRequestState(req, next) {
  const state = {
    requestId: requestIdFrom(req.headers),
    userId: undefined,
    databaseUnavailable: false,
  };
  req.headers["x-request-id"] = state.requestId;
  return shared.storage.run(state, () => next(state));
}

const current = () => shared.storage.getStore();

/** The signed-in caller, named in the access line. */
export function noteRequestUser(userId) {
  const state = current();
  if (state) state.userId = userId;
}

export function noteDatabaseUnavailable() {
  const state = current();
  if (state) state.databaseUnavailable = true;
}

/** The app's database client, made once per process (and kept across development reloads). */
export function sharedDatabase(create) {
  if (create) shared.database ??= create();
  return shared.database;
}
