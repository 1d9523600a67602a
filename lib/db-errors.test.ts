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
  ])("%s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", { code: "P2002" }],
    ["a record not found", { code: "P2025" }],
    ["a bug", new TypeError("undefined is not a function")],
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
    ["a unique violation", { code: "P2002" }],
  ])("%s is not", (_name, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
