// Every route that takes input, fuzzed (fast-check, fixed seed): generated bodies, query strings, ids and content
// types — wrong types, huge and deeply nested values, __proto__ keys, NUL bytes, invalid JSON — as a guest and as a
// member. Never a 5xx, always the one error shape, and nothing written.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";

const SEED = 20261124;
const RUNS_PER_ROUTE = 200;
const apiDir = path.resolve(import.meta.dirname, "../app/api");

/** Calls that change state whatever the body (logging out, deleting the account): their own tests cover them. */
const skipped = new Set(["POST /api/auth/logout", "DELETE /api/auth/delete-account"]);

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

beforeAll(async () => {
  memberCookie = await sessionCookieFor(await createTestUser());
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
  console.info(`[fuzz] ${total} generated requests to ${routes.length} route methods`);
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
