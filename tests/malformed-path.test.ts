// scripts/malformed-path.mjs on a real HTTP server, as scripts/server.mjs runs it: a page path whose escapes do not
// decode reaches Next as a path no route has (so Next answers the site's 404 page); /api paths and paths that do
// decode are left alone; one log line with the request id, and the access line keeps the path asked for.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MALFORMED_PAGE_PATH as proxyDestination,
  isMalformedPath as proxyRefuses,
} from "@/lib/site/malformed-path";
import { withRequestState } from "@/lib/request-state.mjs";
import { tagAndLog } from "@/scripts/access-log.mjs";
import { MALFORMED_PAGE_PATH, isMalformedPath, routeMalformedPage } from "@/scripts/malformed-path.mjs";
import { probeSegments } from "@/tests/helpers/malformed-paths";

const lines: Record<string, unknown>[] = [];
const write = (line: string) => void lines.push(JSON.parse(line));
/** The path each request reached the app with, by request id. */
const seen = new Map<string, string>();
const server = http.createServer((req, res) =>
  withRequestState(req, (state) => {
    tagAndLog(req, res, state, write);
    routeMalformedPage(req, write);
    seen.set(state.requestId, req.url ?? "");
    res.end("app");
  }),
);
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `path` as it is (no URL parsing on the way) and returns the path the app saw. */
async function send(path: string, requestId: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { "x-request-id": requestId } }, (res) => {
        res.resume();
        res.on("end", resolve);
      })
      .on("error", reject);
  });
  await expect.poll(() => lines.some((l) => l.requestId === requestId && l.level === "info")).toBe(true);
  return seen.get(requestId)!;
}

describe("a page path whose percent-escapes do not decode", () => {
  it("reaches the app as a path no route has, logged once with its request id, the access line keeping the path", async () => {
    let n = 0;
    for (const segment of probeSegments) {
      for (const path of [`/job/${segment}`, `/gig/${segment}`, `/dashboard/jobs/${segment}/applications`]) {
        const id = `page-${n++}`;
        expect(await send(`${path}?token=secret`, id), path).toBe(MALFORMED_PAGE_PATH);
        const mine = lines.filter((l) => l.requestId === id);
        expect(mine).toEqual([
          expect.objectContaining({ level: "warn", event: "malformed_path", method: "GET", path }),
          expect.objectContaining({ level: "info", path, status: 200 }),
        ]);
        expect(JSON.stringify(mine)).not.toMatch(/secret|stack/);
      }
    }
  });

  it("leaves /api paths to proxy.ts, and paths that decode alone", async () => {
    let n = 0;
    for (const path of ["/api/jobs/%C0", "/api/%", "/job/%41", "/job/a%2Fb", "/jobs?q=%C0", "/"]) {
      expect(await send(path, `kept-${n++}`), path).toBe(path);
    }
    expect(lines.filter((l) => String(l.requestId).startsWith("kept-") && l.level === "warn")).toEqual([]);
  });

  it("goes to a path no route can have", () => {
    // A folder whose name starts with "_" is private in the App Router; only a dynamic segment at the root
    // (app/[x], also inside a route group) could still take the path. The one at the root is the language's
    // (next.config.mjs serves /_x as /en/_x), and in it only the catch-all that answers 404 (app/[locale]/[...rest]).
    const roots = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .flatMap((e) => (/^\(.*\)$/.test(e.name) ? roots(path.join(dir, e.name)) : [e.name]));
    const app = path.resolve(import.meta.dirname, "../app");
    expect(MALFORMED_PAGE_PATH).toMatch(/^\/_[\w-]+$/);
    expect(roots(app).filter((n) => n.startsWith("["))).toEqual(["[locale]"]);
    expect(roots(path.join(app, "[locale]")).filter((n) => n.startsWith("["))).toEqual(["[...rest]"]);
    expect(readFileSync(path.join(app, "[locale]/[...rest]/page.tsx"), "utf8")).toContain("notFound()");
  });

  it("agrees with proxy.ts on what does not decode and where a page goes", () => {
    expect(MALFORMED_PAGE_PATH).toBe(proxyDestination);
    for (const path of [...probeSegments.map((s) => `/job/${s}`), "/job/%41", "/%E2%82%AC", "/%E2%82"]) {
      expect(isMalformedPath(path), path).toBe(proxyRefuses(path));
    }
  });
});
