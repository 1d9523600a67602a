// scripts/unavailable-status.mjs on a real HTTP server: a page whose request noted the database unavailable
// (lib/request-state.mjs, as lib/db.ts does on such a failure) answers 503 with Retry-After; API answers, pages
// without the note and other statuses keep theirs.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteDatabaseUnavailable, withRequestState } from "@/lib/request-state.mjs";
import { withUnavailableStatus } from "@/scripts/unavailable-status.mjs";

let origin = "";
const server = http.createServer((req, res) =>
  withRequestState(req, (state) => {
    withUnavailableStatus(req, res, state);
    const url = new URL(req.url ?? "/", "http://x");
    // The fault is noted after an await, as a query's failure would be.
    void Promise.resolve().then(() => {
      if (url.searchParams.has("fault")) noteDatabaseUnavailable();
      res.statusCode = Number(url.searchParams.get("status") ?? 200);
      res.end("page");
    });
  }),
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string) => fetch(`${origin}${path}`);

describe("pages without their database", () => {
  it("answer 503 with Retry-After and no-store, whether the page rendered its failed state (200) or failed (500)", async () => {
    for (const status of [200, 500]) {
      const res = await get(`/jobs?fault&status=${status}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toBe("page");
    }
  });

  it("leave everything else alone: no fault, an API call, a 404", async () => {
    expect((await get("/jobs")).status).toBe(200);
    expect((await get("/api/jobs?fault&status=200")).status).toBe(200);
    expect((await get("/jobs?fault&status=404")).status).toBe(404);
  });

  it("keep one request's fault to that request", async () => {
    const [faulty, fine] = await Promise.all([get("/a?fault"), get("/b")]);
    expect([faulty.status, fine.status]).toEqual([503, 200]);
  });
});
