// Every route that takes input, fuzzed (fast-check, fixed seed): generated bodies, query strings, ids and content
// types — wrong types, huge and deeply nested values, __proto__ keys, NUL bytes, invalid JSON — as a guest and as a
// member. Never a 5xx, always the one error shape, and nothing written.
// And every route with a dynamic segment, /api and pages, with a segment whose percent-escapes do not decode, sent
// through proxy.ts (Next's router fails on those after the proxy, so a handler never sees them).
// First, before next/server (the file says why).
import { proxyRunsOn } from "@/tests/helpers/proxy-match";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { MALFORMED_PAGE_PATH } from "@/lib/site/malformed-path";
import { config as proxyConfig, proxy } from "@/proxy";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";
import { malformedSegment, refusesToDecode } from "@/tests/helpers/malformed-paths";

const SEED = 20261124;
const RUNS_PER_ROUTE = 200;
const apiDir = path.resolve(import.meta.dirname, "../app/api");

/**
 * Calls that change state whatever the body (logging out, deleting the account, a new calendar feed address):
 * their own tests cover them.
 */
const skipped = new Set([
  "POST /api/auth/logout",
  "DELETE /api/auth/delete-account",
  "POST /api/calendar/token",
]);

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });

/** The methods a route file handles itself (not the ones it refuses with otherMethods). */
function handled(source: string): string[] {
  return [...source.matchAll(/export const (POST|PUT|DELETE|PATCH)\b/g)].map((m) => m[1]!);
}

const routes = routeFiles(apiDir).flatMap((file) => {
  const url = `/api/${path.relative(apiDir, path.dirname(file)).split(path.sep).join("/")}`;
  return handled(readFileSync(file, "utf8"))
    .map((method) => ({ file, method, url }))
    .filter((r) => !skipped.has(`${r.method} ${r.url}`));
});

const key = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "email",
    "name",
    "title",
    "password",
    "id",
    "status",
  ),
  fc.constantFrom("action", "otp", "image", "rejectionReason", "firstName", "message", "courseId", "kind"),
  fc.string({ maxLength: 12 }),
);
const nasty = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(20_000)),
  fc.constantFrom(-1, 0, 1e308, Number.MAX_SAFE_INTEGER, true, null, "", " ", "DELETE", "approve"),
);
const value: fc.Arbitrary<unknown> = fc.oneof(nasty, fc.jsonValue({ maxDepth: 4 }));
const object = fc.dictionary(key, value, { maxKeys: 8 });
const deep = fc.integer({ min: 30, max: 6000 }).map((d) => `${"[".repeat(d)}${"]".repeat(d)}`);
const deepObject = fc.integer({ min: 30, max: 3000 }).map((d) => `${'{"a":'.repeat(d)}1${"}".repeat(d)}`);
const body = fc.oneof(
  object.map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.array(object, { maxLength: 3000 }).map((a) => JSON.stringify(a)),
  deep,
  deepObject,
  fc.string({ maxLength: 200 }), // not JSON at all
  fc.constant(undefined),
);
const contentType = fc.constantFrom(
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=fuzz",
  "application/x-www-form-urlencoded",
  undefined,
);
const query = fc.dictionary(
  fc.oneof(key, fc.constantFrom("page", "limit", "search")),
  fc.string({ maxLength: 30 }),
  {
    maxKeys: 4,
  },
);
const id = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("../../etc/passwd", "\u0000", "%00", "c".repeat(25)),
);

type Case = {
  body: string | undefined;
  contentType: string | undefined;
  query: Record<string, string>;
  id: string;
  signedIn: boolean;
};

const cases: fc.Arbitrary<Case> = fc.record({ body, contentType, query, id, signedIn: fc.boolean() });

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'RateLimit')`;
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table_name}"`);
    out[table_name] = Number(row!.n);
  }
  return out;
}

let memberCookie = "";
let total = 0;
let malformedTotal = 0;

beforeAll(async () => {
  memberCookie = await sessionCookieFor(await createTestUser());
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
  console.info(`[fuzz] ${total} generated requests to ${routes.length} route methods`);
  console.info(`[fuzz] ${malformedTotal} malformed paths to ${dynamicRoutes.length} dynamic routes`);
});

describe("every route that takes input, fuzzed", () => {
  it("finds the routes", () => expect(routes.length).toBeGreaterThan(20));

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s: never 5xx, always the error shape, nothing written",
    async (_name, route) => {
      const mod = (await import(route.file)) as Record<string, Handler>;
      const handler = mod[route.method]!;
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(cases, async (c) => {
          total++;
          const params: Record<string, string | string[]> = { id: c.id, path: [c.id] };
          const url = new URL(
            `http://localhost${route.url.replace(/\[[^\]]+\]/g, encodeURIComponent(c.id) || "x")}`,
          );
          for (const [k, v] of Object.entries(c.query)) url.searchParams.append(k, v);
          const headers: Record<string, string> = {
            host: "localhost",
            "x-forwarded-for": `10.${total % 250}.${(total >> 8) % 250}.${(total >> 16) % 250}`,
          };
          if (c.contentType) headers["content-type"] = c.contentType;
          if (c.signedIn) headers.cookie = memberCookie;
          const request = new NextRequest(
            new Request(url, {
              method: route.method,
              headers,
              body: route.method === "GET" ? undefined : c.body,
            }),
          );
          const res = await handler(request, { params: Promise.resolve(params) });
          expect(res.status, JSON.stringify(c).slice(0, 300)).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as { success?: unknown; code?: unknown; message?: unknown };
            expect(json.success).toBe(false);
            expect(typeof json.code).toBe("string");
            expect(typeof json.message).toBe("string");
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(await rowCounts()).toEqual(before);
    },
  );
});

const appDir = path.resolve(import.meta.dirname, "../app");

/** Every route file and page under app/ with a dynamic segment, as its URL pattern (route groups left out). */
const dynamicRoutes = (function walk(dir: string): { url: string; api: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    if (entry.name !== "route.ts" && entry.name !== "page.tsx") return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    if (!segments.some((s) => s.startsWith("["))) return [];
    return [{ url: `/${segments.join("/")}`, api: segments[0] === "api" }];
  });
})(appDir);

const malformedCase = fc.record({
  /** Which dynamic segment surely does not decode; the others may or may not. */
  pick: fc.nat(),
  segments: fc.array(fc.oneof(malformedSegment, fc.constantFrom("x", "seed-job-1", "%41")), {
    minLength: 4,
    maxLength: 4,
  }),
  bad: malformedSegment,
  /** A catch-all takes several segments: sometimes put a clean one before. */
  before: fc.constantFrom("", "a/", "%41/"),
  method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
  signedIn: fc.boolean(),
  requestId: fc.option(fc.constantFrom("fuzz-1", "bad id", "x".repeat(200))),
});

describe("every dynamic route, with a path segment that does not decode", () => {
  it("finds the routes", () => {
    expect(dynamicRoutes.filter((r) => r.api).length).toBeGreaterThanOrEqual(20);
    expect(dynamicRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/job/[id]", "/gig/[id]", "/api/[...path]"]),
    );
  });

  it.each(dynamicRoutes.map((r) => [r.url, r] as const))(
    "%s: the proxy runs and answers it (/api: 400 in the error shape; a page: the 404 page), with the headers",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(malformedCase, async (c) => {
          malformedTotal++;
          const dynamic = route.url.split("/").filter((s) => s.startsWith("[")).length;
          const pick = c.pick % dynamic;
          let i = 0;
          const url = route.url.replace(/\[[^\]]+\]/g, (param) => {
            const own = i === pick ? c.bad : c.segments[i % c.segments.length]!;
            i++;
            return param.startsWith("[...") ? `${c.before}${own}` : own;
          });
          const where = `${c.method} ${url}`;
          // What Next's router would do with it: decodeURIComponent throws.
          expect(refusesToDecode(c.bad), c.bad).toBe(true);
          expect(proxyRunsOn(proxyConfig, url), where).toBe(true);
          const headers: Record<string, string> = {};
          if (c.signedIn) headers.cookie = memberCookie;
          if (c.requestId) headers["x-request-id"] = c.requestId;
          const res = await proxy(new NextRequest(`http://localhost${url}`, { method: c.method, headers }));
          expect(res.status, where).toBeLessThan(500);
          expect(res.headers.get("content-security-policy"), where).toContain("default-src 'self'");
          expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
          expect(res.headers.get("x-request-id"), where).toMatch(/^[\w.:-]{1,128}$/);
          if (route.api) {
            expect(res.status, where).toBe(400);
            const json = (await res.json()) as { success?: unknown; code?: unknown; message?: unknown };
            expect(json.success).toBe(false);
            expect(json.code).toBe("bad_request");
            expect(typeof json.message).toBe("string");
          } else {
            expect(new URL(res.headers.get("x-middleware-rewrite") ?? "http://x/none").pathname, where).toBe(
              MALFORMED_PAGE_PATH,
            );
          }
        }),
        { seed: SEED, numRuns: 150, endOnFailure: true },
      );
    },
  );
});

/** The list routes' query strings: filters with LIKE's own characters, odd cases and junk, as a guest and an admin. */
const listRoutes = [
  ["/api/jobs", "@/app/api/jobs/route"],
  ["/api/events", "@/app/api/events/route"],
  ["/api/gigs", "@/app/api/gigs/route"],
  ["/api/startups", "@/app/api/startups/route"],
  ["/api/admin/listings", "@/app/api/admin/listings/route"],
] as const;
const likeish = fc.oneof(
  fc.constantFrom(
    "%",
    "%%",
    "_",
    "\\",
    "%5C",
    "J_b",
    "Job%",
    "%job%",
    "INTERNSHIP",
    "hackathon",
    "jobs",
    "Full-time",
  ),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[%_\\a-zA-Z-]{1,8}$/),
);
const listQuery = fc.dictionary(
  fc.constantFrom("type", "search", "location", "page", "limit", "status", "q"),
  likeish,
  { maxKeys: 4 },
);

describe("the list routes' filters, fuzzed", () => {
  let adminCookie = "";
  beforeAll(async () => {
    adminCookie = await sessionCookieFor(await createTestUser({ role: "Admin" }));
  });

  it.each(listRoutes)(
    "GET %s: never 5xx, a type matched exactly or a 400 naming the types",
    async (url, file) => {
      const { GET } = (await import(file)) as { GET: Handler };
      await fc.assert(
        fc.asyncProperty(listQuery, async (query) => {
          const target = new URL(`http://localhost${url}`);
          for (const [k, v] of Object.entries(query)) target.searchParams.append(k, v);
          const res = await GET(
            new NextRequest(target, { headers: { cookie: adminCookie, "x-forwarded-for": "10.9.9.9" } }),
            { params: Promise.resolve({}) },
          );
          const where = target.search;
          expect(res.status, where).toBeLessThan(500);
          const json = (await res.json()) as Record<string, unknown>;
          if (res.status >= 400) {
            expect(json.success, where).toBe(false);
            expect(typeof json.message, where).toBe("string");
            return;
          }
          const type = query.type?.trim();
          const items = (json.jobs ?? json.events ?? json.listings ?? []) as {
            type?: string;
            jobType?: string;
          }[];
          if (type && (url === "/api/jobs" || url === "/api/events")) {
            for (const item of items)
              expect([item.type?.toLowerCase(), item.jobType?.toLowerCase()], where).toContain(
                type.toLowerCase(),
              );
          }
        }),
        { seed: SEED, numRuns: 150, endOnFailure: true },
      );
    },
  );
});
