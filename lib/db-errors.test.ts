import { describe, expect, it } from "vitest";
import { isConnectionLost, isDatabaseUnavailable } from "@/lib/db-errors";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma cannot reach the server", { code: "P1001" }],
    ["Prisma pool timeout", { code: "P2024" }],
    ["statement_timeout", { code: "57014" }],
    ["lock_timeout", { code: "55P03" }],
    ["terminated by an administrator", { code: "57P01" }],
    ["connection refused", { code: "ECONNREFUSED" }],
    ["a driver adapter error kind", { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } }],
    ["a wrapped SQLSTATE", { cause: { originalCode: "57014" } }],
    ["an aggregate of refusals", { errors: [{ code: "ECONNREFUSED" }] }],
    [
      "Prisma's wrapped lock timeout",
      new Error("Database error. Code: `55P03`. Message: `canceling statement`"),
    ],
    ["pg's pool acquire timeout", new Error("timeout exceeded when trying to connect")],
    [
      "an interactive transaction that expired (Prisma P2028, as seen under load)",
      Object.assign(
        new Error(
          "Transaction API error: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 6461 ms passed since the start of the transaction.",
        ),
        { name: "PrismaClientKnownRequestError", code: "P2028", meta: { operation: "commit" } },
      ),
    ],
    [
      "a query on an expired transaction, by its message alone",
      new Error(
        "Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 5210 ms passed since the start of the transaction.",
      ),
    ],
    [
      "a transaction that could not start in time (maxWait)",
      new Error("Transaction API error: Unable to start a transaction in the given time."),
    ],
  ])("%s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", { code: "P2002" }],
    ["a record not found", { code: "P2025" }],
    ["a bug", new TypeError("undefined is not a function")],
    ["a write conflict (run again, or 409)", { code: "P2034" }],
    ["nothing", null],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isConnectionLost (a read may be tried again)", () => {
  it.each([
    ["terminated by an administrator", { code: "57P01" }],
    ["a reset socket", { code: "ECONNRESET" }],
    ["the driver's closed connection", { cause: { kind: "ConnectionClosed" } }],
    ["pg's message", new Error("Connection terminated unexpectedly")],
  ])("%s", (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ["a lock timeout (trying again would double the wait)", { code: "55P03" }],
    ["a statement timeout", { code: "57014" }],
    ["a refused connection (the database is down)", { code: "ECONNREFUSED" }],
    ["a pool timeout", new Error("timeout exceeded when trying to connect")],
    ["an expired transaction (it rolled back; a write is never run again here)", { code: "P2028" }],
    ["a unique violation", { code: "P2002" }],
  ])("%s is not", (_name, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
