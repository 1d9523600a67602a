// Which errors mean "the database cannot serve this now" (down, connection cut, pool exhausted, a statement
// or lock timeout), as opposed to a bug or bad input: those answer 503 `unavailable`, and a read may retry.

// Prisma: can't reach (P1001), timed out (P1002, P1008), server closed the connection (P1017), pool timeout
// (P2024).
const prismaCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// PostgreSQL SQLSTATEs: connection exceptions (08xxx), query canceled by statement_timeout (57014), shutdown
// or terminated by an administrator (57P01-57P03), lock_timeout (55P03), too many connections (53300).
const sqlStates = /^(08\d{3}|57014|57P0[123]|55P03|53300)$/;
// Driver adapter error kinds and Node socket errors.
const kinds = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const messages =
  /Code: `(08\d{3}|57014|57P0[123]|55P03|53300)`|canceling statement due to (lock|statement) timeout|Connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|Can't reach database|Timed out fetching a new connection|Client has encountered a connection error/i;

type Loose = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as Loose;
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code && (prismaCodes.has(code) || sqlStates.test(code) || socketCodes.has(code))) return true;
  if (typeof e.originalCode === "string" && sqlStates.test(e.originalCode)) return true;
  if (typeof e.kind === "string" && kinds.has(e.kind)) return true;
  if (typeof e.message === "string" && messages.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

// The connection under a query died (terminated by the server, reset, closed): the same read on a fresh
// connection may well succeed. Timeouts and a refused connection are not in it: trying again would only
// double the wait.
const lostStates = /^(08\d{3}|57P0[123])$/;
const lostKinds = new Set(["ConnectionClosed"]);
const lostSocketCodes = new Set(["ECONNRESET", "EPIPE"]);
const lostMessages =
  /Code: `(08\d{3}|57P0[123])`|Connection terminated|terminating connection|Server has closed the connection|Client has encountered a connection error/i;

export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as Loose;
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code && (code === "P1017" || lostStates.test(code) || lostSocketCodes.has(code))) return true;
  if (typeof e.originalCode === "string" && lostStates.test(e.originalCode)) return true;
  if (typeof e.kind === "string" && lostKinds.has(e.kind)) return true;
  if (typeof e.message === "string" && lostMessages.test(e.message)) return true;
  return isConnectionLost(e.cause, depth + 1);
}
