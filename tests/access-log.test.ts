// scripts/access-log.mjs on a real HTTP server, within the request state (lib/request-state.mjs): the request id
// and one JSON access line per request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteRequestUser, withRequestState } from "@/lib/request-state.mjs";
import { tagAndLog } from "@/scripts/access-log.mjs";

const lines: Record<string, unknown>[] = [];
const server = http.createServer((req, res) =>
  withRequestState(req, (state) => {
    tagAndLog(req, res, state, (line: string) => lines.push(JSON.parse(line)));
    // Noted after an await, as the app does once it has read the session.
    void Promise.resolve().then(() => {
      if (req.url?.startsWith("/signed-in")) noteRequestUser("user-42");
      res.statusCode = req.url?.startsWith("/missing") ? 404 : 200;
      res.end(req.headers["x-request-id"]);
    });
  }),
);
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The access line for a request id, once the server has written it. */
async function lineFor(id: string) {
  await expect.poll(() => lines.find((l) => l.requestId === id)).toBeTruthy();
  return lines.find((l) => l.requestId === id)!;
}

describe("access log and request id", () => {
  it("keeps the caller's X-Request-Id, returns it, and logs one line without the query string", async () => {
    const res = await fetch(`${base}/missing?token=secret-token&email=a@b.example`, {
      headers: { "X-Request-Id": "abc-123", Cookie: "session=secret-cookie" },
    });
    expect(res.headers.get("x-request-id")).toBe("abc-123");
    expect(await res.text()).toBe("abc-123");
    const line = await lineFor("abc-123");
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/missing", status: 404 });
    expect(typeof line.durationMs).toBe("number");
    expect(Date.parse(line.time as string)).not.toBeNaN();
    expect(JSON.stringify(line)).not.toMatch(/secret|a@b/);
    expect(lines.filter((l) => l.requestId === "abc-123")).toHaveLength(1);
  });

  it("writes a calendar feed's address with its secret token redacted, by the route's pattern", async () => {
    const token = "A".repeat(20) + "b-_".repeat(7) + "z".repeat(2);
    const res = await fetch(`${base}/api/calendar/${token}.ics?x=1`, {
      headers: { "X-Request-Id": "cal-1" },
    });
    expect(res.headers.get("x-request-id")).toBe("cal-1");
    const line = await lineFor("cal-1");
    expect(line).toMatchObject({ method: "GET", path: "/api/calendar/[redacted].ics", status: 200 });
    expect(JSON.stringify(line)).not.toContain(token);
    await fetch(`${base}/api/calendar/token`, { method: "POST", headers: { "X-Request-Id": "cal-2" } });
    expect(await lineFor("cal-2")).toMatchObject({ method: "POST", path: "/api/calendar/token" });
  });

  it("makes an id when none (or an unsafe one) is given, and names the signed-in user", async () => {
    const res = await fetch(`${base}/signed-in`, { headers: { "X-Request-Id": 'bad"id {}' } });
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineFor(id)).toMatchObject({ path: "/signed-in", status: 200, userId: "user-42" });
  });
});
