// Every route that takes input, fuzzed (fast-check, fixed seed): generated bodies, query strings, ids and content
// types — wrong types, huge and deeply nested values, __proto__ keys, NUL bytes, lone UTF-16 surrogates, invalid JSON
// — as a guest and as a member. Never a 5xx, always the one error shape, and nothing written. A member's rate limits
// are forgotten when one refuses a call, so each route's own checks are what the fuzz reaches.
// The member write paths added last (mark read, calendar reset, interest, saved searches, applicant note,
// reschedule) are also sent overlapping requests, hostile and valid mixed, on the member's own rows.
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
import { rateRules } from "@/lib/rate-limit/rules";
import { clearRateLimits } from "@/lib/rate-limit/store";
import { MALFORMED_PAGE_PATH } from "@/lib/site/malformed-path";
import { config as proxyConfig, proxy } from "@/proxy";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";
import { gigPayload } from "@/tests/gigs";
import { jobPayload } from "@/tests/listings";
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
  fc.constantFrom("note", "name", "frequency", "query", "list", "ids", "all", "slotStart", "service"),
  fc.constantFrom("preferredDateTime", "\uD800", "na\uDFFFme", "\uDBFF\u0000"),
  fc.string({ maxLength: 12 }),
);
/** Half of a UTF-16 pair with nothing to pair with: JSON carries it as "\uD83D", jsonb and UTF-8 refuse it. */
const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((n) => String.fromCharCode(n)),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((n) => String.fromCharCode(n)),
);
const withLoneSurrogate = fc
  .tuple(fc.string({ maxLength: 20 }), loneSurrogate, fc.string({ maxLength: 20 }))
  .map(([a, half, b]) => `${a}${half}${b}`);
const nasty = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  withLoneSurrogate,
  fc.constantFrom("\uD83D", "\uDE00", "2026-12-01T10:00\uD800", "\uDE00\uD83D"),
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
/** Odd query values: junk, lone surrogates (sent as U+FFFD once encoded), escapes, numbers out of range. */
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  withLoneSurrogate,
  fc.constantFrom("%", "%ED%A0%80", "-1", "1e309", "NaN", "0x10", "[]", "{}", "a".repeat(5000), ""),
);
const query = fc.dictionary(fc.oneof(key, fc.constantFrom("page", "limit", "search", "token")), queryValue, {
  maxKeys: 4,
});
const id = fc.oneof(
  fc.string({ maxLength: 40 }),
  withLoneSurrogate,
  fc.constantFrom("../../etc/passwd", "\u0000", "%00", "c".repeat(25), "\uD800", "x\uDFFF"),
);
/** A path segment as a client would send it: a lone surrogate cannot be percent-encoded, so it goes as U+FFFD. */
const segmentOf = (value: string) => encodeURIComponent(value.toWellFormed());

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
let memberId = "";
let total = 0;
let malformedTotal = 0;

beforeAll(async () => {
  const member = await createTestUser();
  memberId = member.id;
  memberCookie = await sessionCookieFor(member);
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
          const url = new URL(`http://localhost${route.url.replace(/\[[^\]]+\]/g, segmentOf(c.id) || "x")}`);
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
          if (res.status === 429) await forgetMemberLimits();
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

/**
 * Valid bodies of the routes that store text, each sent with one of its text fields (or a list's first entry)
 * holding a lone surrogate: a random body rarely passes a schema, so these reach the database. Never a 5xx.
 */
const textRoutes: {
  name: string;
  file: string;
  method: "POST" | "PUT";
  url: string;
  member: boolean;
  body: () => Record<string, unknown>;
}[] = [
  {
    name: "POST /api/leads",
    file: "@/app/api/leads/route",
    method: "POST",
    url: "/api/leads",
    member: false,
    body: () => ({
      kind: "service-demo",
      fullName: "Asha Rao",
      email: "asha@example.com",
      organization: "Chai Labs",
      service: "Smart contract audits",
      preferredDateTime: "Monday 10am",
      message: "We would like a demo.",
    }),
  },
  {
    name: "POST /api/email/contact",
    file: "@/app/api/email/contact/route",
    method: "POST",
    url: "/api/email/contact",
    member: false,
    body: () => ({ name: "Asha Rao", mail: "asha@example.com", subject: "Hello", message: "A question." }),
  },
  {
    name: "POST /api/jobs",
    file: "@/app/api/jobs/route",
    method: "POST",
    url: "/api/jobs",
    member: true,
    body: () => jobPayload(),
  },
  {
    name: "POST /api/gigs",
    file: "@/app/api/gigs/route",
    method: "POST",
    url: "/api/gigs",
    member: true,
    body: () => gigPayload(),
  },
  {
    name: "POST /api/saved-searches",
    file: "@/app/api/saved-searches/route",
    method: "POST",
    url: "/api/saved-searches",
    member: true,
    body: () => ({ list: "/jobs", query: "q=rust", name: "Rust jobs", frequency: "off" }),
  },
  {
    name: "PUT /api/auth/update-profile",
    file: "@/app/api/auth/update-profile/route",
    method: "PUT",
    url: "/api/auth/update-profile",
    member: true,
    body: () => ({ firstName: "Farah", lastName: "Khan", bio: "Rust and Solidity" }),
  },
];

describe("every text field of a valid body, with a lone surrogate in it", () => {
  it.each(textRoutes.map((r) => [r.name, r] as const))("%s: never 5xx", async (_name, route) => {
    const handler = ((await import(route.file)) as Record<string, Handler>)[route.method]!;
    const fields = Object.entries(route.body()).filter(
      ([, v]) => typeof v === "string" || (Array.isArray(v) && typeof v[0] === "string"),
    );
    expect(fields.length).toBeGreaterThan(1);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: fields.length - 1 }), withLoneSurrogate, async (index, text) => {
        total++;
        const body = route.body();
        const [field, value] = fields[index]!;
        body[field] = Array.isArray(value) ? [text, ...value.slice(1)] : text;
        await forgetMemberLimits();
        const headers: Record<string, string> = {
          host: "localhost",
          "content-type": "application/json",
          "x-forwarded-for": `10.${total % 250}.${(total >> 8) % 250}.7`,
        };
        if (route.member) headers.cookie = memberCookie;
        const res = await handler(
          new NextRequest(`http://localhost${route.url}`, {
            method: route.method,
            headers,
            body: JSON.stringify(body),
          }),
          { params: Promise.resolve({}) },
        );
        const where = `${field}: ${JSON.stringify(text)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400)
          expect(((await res.json()) as { success?: unknown }).success, where).toBe(false);
      }),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
  });
});

/** Forgets the fuzzing member's rate-limit windows (keyed by its id, or "member:" and its id). */
async function forgetMemberLimits() {
  const rows = await db.rateLimit.findMany({ where: { key: { endsWith: memberId } }, select: { key: true } });
  await clearRateLimits(rows.map((r) => r.key));
}

const appDir = path.resolve(import.meta.dirname, "../app");

/**
 * Every route file and page under app/ with a dynamic segment, as its URL pattern (route groups left out, and the
 * language segment: app/[locale]/job/[id] is /job/[id], English's address).
 */
const dynamicRoutes = (function walk(dir: string): { url: string; api: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    if (entry.name !== "route.ts" && entry.name !== "page.tsx") return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s))
      .filter((s, i) => !(i === 0 && s === "[locale]"));
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
          expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
          expect(res.headers.get("x-request-id"), where).toMatch(/^[\w.:-]{1,128}$/);
          if (route.api) {
            // An API answer brings the API's policy; a page's is the cached not-found page's own (its hashes).
            expect(res.headers.get("content-security-policy"), where).toContain("default-src 'self'");
            expect(res.status, where).toBe(400);
            const json = (await res.json()) as { success?: unknown; code?: unknown; message?: unknown };
            expect(json.success).toBe(false);
            expect(json.code).toBe("bad_request");
            expect(typeof json.message).toBe("string");
          } else {
            expect(new URL(res.headers.get("x-middleware-rewrite") ?? "http://x/none").pathname, where).toBe(
              `/en${MALFORMED_PAGE_PATH}`,
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

/** The member write paths added last, each as the request a client sends: a valid body or a generated one. */
describe("the newer member write paths, with overlapping requests", () => {
  type Op = "markRead" | "resetCalendar" | "interest" | "uninterest" | "save" | "rename" | "remove" | "note";
  type Sent = { op: Op; hostile: boolean; text: string; body: Record<string, unknown> };
  const own = { cookie: "", id: "", eventId: "", searchId: "", applicationId: "", notificationId: "" };
  const modules = {
    markRead: "@/app/api/notifications/read/route",
    resetCalendar: "@/app/api/calendar/token/route",
    interest: "@/app/api/events/[id]/interest/route",
    savedSearches: "@/app/api/saved-searches/route",
    savedSearch: "@/app/api/saved-searches/[id]/route",
    note: "@/app/api/applications/[id]/note/route",
    reschedule: "@/app/api/consultations/[id]/reschedule/route",
  };
  let routes: Record<keyof typeof modules, Record<string, Handler>>;

  beforeAll(async () => {
    routes = Object.fromEntries(
      await Promise.all(Object.entries(modules).map(async ([name, file]) => [name, await import(file)])),
    );
    const owner = await createTestUser();
    const applicant = await createTestUser();
    own.id = owner.id;
    own.cookie = await sessionCookieFor(owner);
    own.eventId = (
      await db.event.findFirstOrThrow({ where: { status: "approved" }, select: { id: true } })
    ).id;
    const job = await db.job.create({
      data: {
        title: "Fuzz job",
        company: "Fuzz",
        description: "A job the fuzz's notes are written on.",
        location: "Remote",
        postedById: owner.id,
      },
      select: { id: true },
    });
    const application = await db.jobApplication.create({
      data: {
        jobId: job.id,
        userId: applicant.id,
        name: "Applicant",
        email: applicant.email,
        coverLetter: "Hi",
      },
      select: { id: true },
    });
    own.applicationId = application.id;
    const notification = await db.notification.create({
      data: { userId: owner.id, kind: "coins_credited", title: "Coins", href: "/dashboard/coins" },
      select: { id: true },
    });
    own.notificationId = notification.id;
    const saved = await call(
      routes.savedSearches.POST!,
      "POST",
      "/api/saved-searches",
      {},
      { list: "/jobs", query: "q=rust", name: "Rust jobs", frequency: "daily" },
    );
    expect(saved.status).toBe(201);
    own.searchId = ((await saved.json()) as { search: { id: string } }).search.id;
  });

  function call(
    handler: Handler,
    method: string,
    url: string,
    params: Record<string, string>,
    body?: unknown,
  ) {
    const request = new NextRequest(`http://localhost${url}`, {
      method,
      headers: { host: "localhost", cookie: own.cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve(params) });
  }

  function send({ op, hostile, text, body }: Sent): Promise<Response> {
    const valid: Record<Op, unknown> = {
      markRead: text.length % 2 ? { all: true } : { ids: [own.notificationId, text] },
      resetCalendar: undefined,
      interest: undefined,
      uninterest: undefined,
      save: { list: "/jobs", query: `q=${encodeURIComponent(text.toWellFormed())}`, name: text || "x" },
      rename: { name: text || "Renamed" },
      remove: undefined,
      note: { note: text },
    };
    const payload = hostile ? body : valid[op];
    const event = `/api/events/${own.eventId}/interest`;
    const search = `/api/saved-searches/${own.searchId}`;
    switch (op) {
      case "markRead":
        return call(routes.markRead.POST!, "POST", "/api/notifications/read", {}, payload);
      case "resetCalendar":
        return call(routes.resetCalendar.POST!, "POST", "/api/calendar/token", {}, payload);
      case "interest":
        return call(routes.interest.POST!, "POST", event, { id: own.eventId }, payload);
      case "uninterest":
        return call(routes.interest.DELETE!, "DELETE", event, { id: own.eventId }, payload);
      case "save":
        return call(routes.savedSearches.POST!, "POST", "/api/saved-searches", {}, payload);
      case "rename":
        return call(routes.savedSearch.PATCH!, "PATCH", search, { id: own.searchId }, payload);
      case "remove":
        return call(routes.savedSearch.DELETE!, "DELETE", search, { id: own.searchId }, payload);
      case "note":
        return call(
          routes.note.PUT!,
          "PUT",
          `/api/applications/${own.applicationId}/note`,
          { id: own.applicationId },
          payload,
        );
    }
  }

  const sent: fc.Arbitrary<Sent> = fc.record({
    op: fc.constantFrom<Op>(
      "markRead",
      "resetCalendar",
      "interest",
      "uninterest",
      "save",
      "rename",
      "remove",
      "note",
    ),
    hostile: fc.boolean(),
    text: fc.oneof(
      withLoneSurrogate,
      fc.string({ maxLength: 40 }),
      nasty.filter((v) => typeof v === "string"),
    ),
    body: object,
  });

  it("never a 5xx, always the error shape; the member's rows stay whole", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sent, { minLength: 4, maxLength: 8 }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        for (const [i, res] of answers.entries()) {
          const where = JSON.stringify(batch[i]).slice(0, 300);
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as { success?: unknown; code?: unknown; message?: unknown };
            expect(json.success, where).toBe(false);
            expect(typeof json.code, where).toBe("string");
            expect(typeof json.message, where).toBe("string");
          }
        }
        // One Interested mark at most, one feed address, no text the database could not hold.
        expect(
          await db.eventInterest.count({ where: { userId: own.id, eventId: own.eventId } }),
        ).toBeLessThanOrEqual(1);
        expect(await db.calendarFeed.count({ where: { userId: own.id } })).toBeLessThanOrEqual(1);
        const note = await db.jobApplication.findUniqueOrThrow({
          where: { id: own.applicationId },
          select: { posterNote: true },
        });
        expect(note.posterNote.isWellFormed()).toBe(true);
        expect(note.posterNote).not.toContain("\u0000");
        const rows = await db.rateLimit.findMany({
          where: { key: { endsWith: own.id } },
          select: { key: true },
        });
        await clearRateLimits(rows.map((r) => r.key));
      }),
      { seed: SEED, numRuns: 30, endOnFailure: true },
    );
  });

  it("a reschedule of a consultation that is not the member's, sent at once many times, is refused alike", async () => {
    const id = "c".repeat(25);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          routes.reschedule.POST!,
          "POST",
          `/api/consultations/${id}/reschedule`,
          { id },
          {
            slotStart: i % 2 ? "2027-01-04T10:00:00+05:30" : "\uD800",
          },
        ),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBeLessThan(500);
      expect([400, 404, 429]).toContain(res.status);
    }
    expect(answers.filter((r) => r.status === 429).length).toBe(8 - rateRules.reschedulesByUser.limit);
  });
});
