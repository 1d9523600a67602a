// Which errors mean "the database cannot serve this now" (down, connection cut, pool exhausted, a statement
// or lock timeout), as opposed to a bug or bad input: those answer 503 `unavailable`. Of those, a lost
// connection (terminated, reset, closed) is worth trying a read again on a fresh one; timeouts and a refused
// connection are not (trying again would only double the wait). An interactive transaction that ran past its
// timeout under load (or could not start in time) has been rolled back whole: it too is 503, never a 500.

/** What marks an error, looked for in it, its `cause` chain and an aggregate's `errors`. */
type Rules = {
  /** Prisma error codes and Node socket codes, in `code`. */
  codes: Set<string>;
  /** PostgreSQL SQLSTATEs, in `code` or the driver's `originalCode`. */
  sqlStates: RegExp;
  /** Driver adapter error kinds. */
  kinds: Set<string>;
  messages: RegExp;
};

const unavailable: Rules = {
  // Prisma: can't reach (P1001), timed out (P1002, P1008), server closed the connection (P1017), pool timeout
  // (P2024), an interactive transaction expired or not started in time (P2028: "A commit cannot be executed on
  // an expired transaction. The timeout for this transaction was 5000 ms, however 6461 ms passed"; Prisma rolls it
  // back); sockets refused, reset, timed out, unknown or unreachable hosts.
  codes: new Set([
    "P1001",
    "P1002",
    "P1008",
    "P1017",
    "P2024",
    "P2028",
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "EPIPE",
    "ENOTFOUND",
    "EHOSTUNREACH",
  ]),
  // Connection exceptions (08xxx), query canceled by statement_timeout (57014), shutdown or terminated by an
  // administrator (57P01-57P03), lock_timeout (55P03), too many connections (53300).
  sqlStates: /^(08\d{3}|57014|57P0[123]|55P03|53300)$/,
  kinds: new Set([
    "DatabaseNotReachable",
    "DatabaseDoesNotExist",
    "ConnectionClosed",
    "SocketTimeout",
    "TooManyConnections",
    "TransactionAlreadyClosed",
  ]),
  messages:
    /Code: `(08\d{3}|57014|57P0[123]|55P03|53300)`|canceling statement due to (lock|statement) timeout|Connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|Can't reach database|Timed out fetching a new connection|Client has encountered a connection error|on an expired transaction|Unable to start a transaction in the given time/i,
};

const lost: Rules = {
  codes: new Set(["P1017", "ECONNRESET", "EPIPE"]),
  sqlStates: /^(08\d{3}|57P0[123])$/,
  kinds: new Set(["ConnectionClosed"]),
  messages:
    /Code: `(08\d{3}|57P0[123])`|Connection terminated|terminating connection|Server has closed the connection|Client has encountered a connection error/i,
};

type Loose = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

function matches(error: unknown, rules: Rules, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as Loose;
  if (typeof e.code === "string" && (rules.codes.has(e.code) || rules.sqlStates.test(e.code))) return true;
  if (typeof e.originalCode === "string" && rules.sqlStates.test(e.originalCode)) return true;
  if (typeof e.kind === "string" && rules.kinds.has(e.kind)) return true;
  if (typeof e.message === "string" && rules.messages.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => matches(inner, rules, depth + 1))) return true;
  return matches(e.cause, rules, depth + 1);
}

export const isDatabaseUnavailable = (error: unknown): boolean => matches(error, unavailable);

/** The connection under a query died: the same read may succeed on a fresh one. */
export const isConnectionLost = (error: unknown): boolean => matches(error, lost);

const writeConflict: Rules = {
  // Prisma's "Transaction failed due to a write conflict or a deadlock" (P2034); serialization failure (40001)
  // and deadlock detected (40P01).
  codes: new Set(["P2034"]),
  sqlStates: /^(40001|40P01)$/,
  kinds: new Set(["TransactionWriteConflict"]),
  messages:
    /Code: `(40001|40P01)`|write conflict or a deadlock|deadlock detected|could not serialize access/i,
};

/** The transaction lost a race with another (a deadlock or a serialization failure): it may be run again. */
export const isWriteConflict = (error: unknown): boolean => matches(error, writeConflict);
