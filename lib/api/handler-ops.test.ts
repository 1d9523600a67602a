// The handler's operational side: the request id on every answer, database faults as 503 `unavailable`, and
// unexpected errors logged as one JSON line with their stack while the answer carries only the id.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/errors";
import { apiHandler } from "@/lib/api/handler";

const context = { params: Promise.resolve({}) };
const get = (headers: Record<string, string> = {}) =>
  new NextRequest(new Request("http://localhost/api/thing", { headers }));

afterEach(() => vi.restoreAllMocks());

describe("apiHandler request ids", () => {
  it("returns the caller's X-Request-Id on a success and on a failure", async () => {
    const ok = apiHandler({}, async () => ({ success: true }));
    const refused = apiHandler({}, async () => {
      throw new ApiError("not_found", "Not found");
    });
    expect((await ok(get({ "X-Request-Id": "req-1" }), context)).headers.get("x-request-id")).toBe("req-1");
    const res = await refused(get({ "X-Request-Id": "req-2" }), context);
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe("req-2");
  });

  it("makes an id when the caller's is missing or not a plain token", async () => {
    const ok = apiHandler({}, async () => ({ success: true }));
    for (const headers of [{}, { "X-Request-Id": "<script>" }] as Record<string, string>[]) {
      expect((await ok(get(headers), context)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("apiHandler faults", () => {
  it("answers 503 unavailable in the one error shape when the database cannot serve", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = apiHandler({}, async () => {
      throw Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: "P1001" });
    });
    const res = await down(get({ "X-Request-Id": "req-down" }), context);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      success: false,
      code: "unavailable",
      message: "The service is briefly unavailable. Please try again in a moment.",
      requestId: "req-down",
    });
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({
      level: "error",
      requestId: "req-down",
      kind: "database_unavailable",
    });
  });

  it("logs an unexpected error's stack with the request id; the answer carries only the id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = apiHandler({}, async () => {
      throw new Error("column secret_internal does not exist");
    });
    const res = await broken(get({ "X-Request-Id": "req-bug" }), context);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: "internal_error", requestId: "req-bug" });
    expect(JSON.stringify(body)).not.toContain("secret_internal");
    const line = JSON.parse(log.mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: "error",
      requestId: "req-bug",
      message: "column secret_internal does not exist",
    });
    expect(line.stack).toContain("handler-ops.test.ts");
    expect(Date.parse(line.time)).not.toBeNaN();
  });
});
