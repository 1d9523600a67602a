// Structured logs: one JSON line per event (time, level, then the fields). Fields are chosen by the caller;
// never pass a password, a code, a token, a cookie or a full email.

type Fields = Record<string, string | number | boolean | null | undefined>;

export function logLine(level: "info" | "warn" | "error", fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** An unexpected error of a request: its stack, tied to the request id the answer carries. */
export function logError(requestId: string, error: unknown, fields: Fields = {}) {
  const e = error instanceof Error ? error : new Error(String(error));
  logLine("error", { requestId, ...fields, error: e.name, message: e.message, stack: e.stack });
}

// The access line is written by the HTTP server (scripts/server.mjs) when the answer is sent; the app tells
// it who was signed in through the map that server keeps on globalThis, keyed by request id (no map, as under
// vitest: nothing to tell).
export function noteRequestUser(requestId: string, userId: string) {
  const users = (globalThis as Record<symbol, unknown>)[Symbol.for("builders-hub.request-users")];
  if (users instanceof Map) users.set(requestId, userId);
}
