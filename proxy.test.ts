// proxy.ts, the same on every host: optimistic redirects by the cookie (the layouts and handlers check again), a
// list's search sent to its /search route, a nonce for each page rendered per request, and paths whose
// percent-escapes do not decode answered before Next's router fails on them.
// First, before next/server (the file says why).
import { proxyRunsOn } from "@/tests/helpers/proxy-match";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { encodeSessionToken, decodeSessionToken } from "@/lib/auth/token";
import { siteUrl } from "@/lib/site/config";
import { listParams, listViewPath, viewParams } from "@/lib/site/list-search.mjs";
import { MALFORMED_PAGE_PATH } from "@/lib/site/malformed-path";
import { config, proxy } from "@/proxy";
import { probeSegments } from "@/tests/helpers/malformed-paths";

async function validCookie() {
  const token = await encodeSessionToken({
    userId: "u1",
    sessionVersion: 0,
    rememberMe: false,
    isNewUser: false,
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** Requests arrive at an internal address, as behind a platform's proxy: redirects must still name SITE_URL. */
const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://10.0.0.9:8080${path}`, { headers: cookie ? { cookie } : {} }));

/** Whether Next runs the proxy for `path` (the matchers, tried on the path and on its decoded form). */
const runsOn = (path: string) => proxyRunsOn(config, path);

describe("proxy", () => {
  it("sends guests to /login with the path and query as returnUrl", async () => {
    for (const path of [
      "/dashboard",
      "/submit-listing?type=job",
      "/event/abc",
      "/admin",
      "/admin/dashboard",
    ]) {
      const res = await visit(path);
      expect(res.status).toBe(307);
      expect(res.headers.get("location")).toBe(siteUrl(`/login?returnUrl=${encodeURIComponent(path)}`));
    }
  });

  it("keeps the page's language: a guest on a Hindi page signs in on the Hindi login page", async () => {
    const res = await visit("/hi/dashboard/settings?tab=x");
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/hi/login");
    expect(location.searchParams.get("returnUrl")).toBe("/hi/dashboard/settings?tab=x");
  });

  it("lets any valid session through: the pages decide by the role in the database", async () => {
    // Members are refused /admin* by the admin layout (lib/auth/page-guards.int.test.ts), which reads the
    // role from the database; the token carries no role, so a promotion or demotion applies at once.
    const cookie = await validCookie();
    for (const path of ["/dashboard", "/submit-listing", "/event/abc", "/admin", "/admin/dashboard"]) {
      // Rendered by app/[locale] as English (the proxy names that address itself).
      const target = (await visit(path, cookie)).headers.get("x-middleware-rewrite");
      expect(target && new URL(target).pathname, path).toBe(`/en${path}`);
    }
  });

  it("treats a forged cookie as a guest", async () => {
    const res = await visit("/dashboard", `${SESSION_COOKIE}=forged`);
    expect(res.headers.get("location")).toContain("/login?returnUrl=");
  });

  it("runs for the guarded and per-request pages, a list with one of its parameters and any path with a percent sign", () => {
    for (const path of [
      "/dashboard",
      "/admin/members",
      "/event/abc",
      "/submit-listing",
      "/job/abc",
      "/gig/abc",
      "/login",
      "/reset-password",
      "/unsubscribe",
      "/documentation",
      "/jobs/search",
      "/jobs?q=rust",
      "/jobs?type=Internship",
      "/jobs?page=2",
      "/events?when=past",
      "/gigs?skills=a&skills=b",
      "/startups?q=ai",
      "/jobs?q=%C0",
      "/api/jobs/%C0",
      "/job/%",
      "/jobs/%41",
      // The same pages in Hindi (and the pseudo-locale).
      "/hi/dashboard",
      "/hi/dashboard/settings",
      "/hi/job/abc",
      "/hi/login",
      "/hi/jobs?q=rust",
      "/hi/events?when=past",
      "/qps/startups?q=ai",
      // An address no page has: the 404 page, rendered per request.
      "/no-such-page",
      "/no-such/deeper",
      // A missing listing's not-found page asked for by its own address (lib/site/missing-listing.ts).
      "/missing-listing/job",
      "/hi/missing-listing/gig",
    ]) {
      expect(runsOn(path), path).toBe(true);
    }
    // Cached pages (their default views among them) never: a nonce policy would block their own scripts.
    for (const path of [
      "/",
      "/jobs",
      "/jobs?q=",
      "/jobs?utm_source=mail",
      "/events",
      "/startups?page=2",
      "/about",
      "/privacy-policy",
      "/api/jobs/abc",
      "/job/abc/opengraph-image-1vjkba",
      "/jobs/feed.xml",
      "/hi",
      "/hi/jobs",
      "/hi/about",
      "/hi/jobs?utm_source=mail",
      "/hi/jobs/feed.xml",
      "/favicon.ico",
      "/sitemap.xml",
      "/robots.txt",
      "/icons.svg",
      "/manifest.webmanifest",
      "/opengraph-image-1a2b3c",
      "/fonts/noto-sans-devanagari-x.woff2",
      "/images/seed/a.webp",
    ]) {
      expect(runsOn(path), path).toBe(false);
    }
  });

  it("names each list parameter in a matcher of its own, as lib/site/list-search.mjs lists them", () => {
    const lists = config.matcher.filter((m) => typeof m === "object");
    expect(lists).toEqual(
      Object.entries(listParams).flatMap(([source, keys]) =>
        keys.map((key) => ({ source: `/:locale([a-z]{2,3})?${source}`, has: [{ type: "query", key }] })),
      ),
    );
  });

  it("guards a path by what it decodes to, and lets every other path with escapes through", async () => {
    for (const path of ["/%64ashboard", "/event/%41", "/admin%2Fmembers"]) {
      expect((await visit(path)).status, path).toBe(307);
    }
    for (const path of ["/jobs/%41", "/api/jobs/%E2%82%AC"]) {
      expect((await visit(path)).headers.get("x-middleware-next"), path).toBe("1");
    }
    // A job whose id is "a/b": there is none, so its not-found page (lib/site/missing-listing.ts).
    const slashed = await visit("/job/a%2Fb");
    expect(slashed.status).toBe(404);
    expect(new URL(slashed.headers.get("x-middleware-rewrite")!).pathname).toBe("/en/missing-listing/job");
    // No page is "/events x": the 404 page, rendered per request with its nonce.
    const unknown = await visit("/events%20x");
    expect(unknown.headers.get("x-middleware-rewrite")).toContain("/en/events%20x");
  });
});

/** What the proxy hands Next: the request header it set (`x-middleware-request-*`), or null. */
const passedOn = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

/** The view's page a list URL is rewritten to (lib/site/list-search.mjs). */
const viewOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return listViewPath(pathname.replace(/^\/hi(?=\/)/, ""), searchParams)!;
};

describe("a list with a search, a filter or a page", () => {
  it.each([
    ["/jobs?q=frontend", "/en/jobs/search", { q: "frontend" }],
    ["/jobs?type=Internship&utm_source=mail", "/en/jobs/search", { type: "Internship" }],
    ["/jobs?page=2", "/en/jobs/search", { page: "2" }],
    ["/events?when=past", "/en/events/search", { when: "past" }],
    ["/gigs?skills=a&skills=b", "/en/gigs/search", { skills: ["a", "b"] }],
    ["/startups?industry=AI", "/en/startups/search", { industry: "AI" }],
    ["/hi/jobs?q=frontend", "/hi/jobs/search", { q: "frontend" }],
    ["/hi/gigs?skills=a", "/hi/gigs/search", { skills: "a" }],
  ])(
    "%s is rendered by its view's cached page under %s, which names the list's own parameters; no nonce policy",
    async (path, route, params) => {
      const res = await visit(path);
      expect(res.status).toBe(200);
      const target = new URL(res.headers.get("x-middleware-rewrite")!);
      const view = target.pathname.slice(route.length + 1);
      expect(`${route}/${view}`).toBe(target.pathname);
      expect(target.pathname.slice(3)).toBe(viewOf(path));
      expect(viewParams(view)).toEqual(params);
      expect(res.headers.get("content-security-policy")).toBeNull();
    },
  );

  it.each([
    ["/jobs?city=&mode=remote&experience=", "/jobs?mode=remote"],
    ["/gigs?skills=&skills=solidity", "/gigs?skills=solidity"],
    ["/hi/jobs?q=rust&city=", "/hi/jobs?q=rust"],
  ])("%s, a view with empty fields, is sent to its clean URL on SITE_URL", async (path, clean) => {
    const res = await visit(path);
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(siteUrl(clean));
  });

  it("gives one view one page whatever the parameters' order or the others beside them", () => {
    expect(viewOf("/jobs?city=pune&q=rust&utm_source=x")).toBe(viewOf("/jobs?q=rust&city=pune"));
    expect(viewOf("/jobs?q=rust&city=pune")).not.toBe(viewOf("/jobs?q=rust&city=delhi"));
    expect(viewOf("/gigs?skills=a&skills=b")).not.toBe(viewOf("/gigs?skills=a"));
  });

  it.each([
    ["/jobs/search?city=&mode=remote&experience=", "/jobs?mode=remote"],
    ["/jobs/search?city=&mode=&q=", "/jobs"],
    ["/gigs/search?skills=solidity&skills=", "/gigs?skills=solidity"],
    ["/events/search?when=past", "/events?when=past"],
    ["/hi/jobs/search?city=&mode=remote", "/hi/jobs?mode=remote"],
  ])("%s, the filter form's address, is sent to the list's clean URL on SITE_URL", async (path, clean) => {
    expect(runsOn(path.split("?")[0]!)).toBe(true);
    const res = await visit(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(siteUrl(clean));
  });

  it("lets through the request Next brings back after its rewrite (it carries the mark), so there is no loop", async () => {
    const first = await visit("/jobs?q=frontend");
    expect(passedOn(first, "x-list-search-rewrite")).toBe("1");
    expect(passedOn(first, "x-locale-rewrite")).toBe("1");
    for (const url of [`/en${viewOf("/jobs?q=frontend")}`, `/hi${viewOf("/jobs?q=x")}`]) {
      const again = await proxy(
        new NextRequest(`http://localhost:3100${url}`, {
          headers: { "x-list-search-rewrite": "1", "x-locale-rewrite": "1" },
        }),
      );
      expect(again.headers.get("location"), url).toBeNull();
      expect(again.headers.get("x-middleware-rewrite"), url).toBeNull();
      expect(again.headers.get("content-security-policy"), url).toBeNull();
    }
  });

  it("sends a view's page asked for by its own address to the list's URL of that view", async () => {
    for (const [path, list] of [
      [viewOf("/jobs?q=rust&city=pune"), "/jobs?q=rust&city=pune"],
      [`/hi${viewOf("/gigs?skills=a&skills=b")}`, "/hi/gigs?skills=a&skills=b"],
      ["/jobs/search/not-a-view", "/jobs"],
    ] as const) {
      expect(runsOn(path), path).toBe(true);
      const res = await visit(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location"), path).toBe(siteUrl(list));
    }
  });

  it("leaves a default view alone (it is never sent here by Next, and would not be rewritten)", async () => {
    for (const path of ["/jobs", "/jobs?q=", "/jobs?utm_source=mail", "/startups?page=2"]) {
      const res = await visit(path);
      expect(res.headers.get("x-middleware-rewrite"), path).toBeNull();
      expect(res.headers.get("content-security-policy"), path).toBeNull();
    }
  });
});

describe("a page rendered per request", () => {
  beforeEach(() => vi.stubEnv("NODE_ENV", "production"));
  afterEach(() => vi.unstubAllEnvs());

  it("gets a fresh nonce: told to Next in the request's policy, and the answer's one policy, without 'unsafe-inline'", async () => {
    const seen = new Set<string>();
    for (const path of ["/login", "/job/abc", "/documentation", "/unsubscribe"]) {
      const res = await visit(path);
      const policy = res.headers.get("content-security-policy")!;
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})';/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(passedOn(res, "content-security-policy"), path).toBe(policy);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(4);
  });

  it("leaves an English page app/(en) serves at its own address; sends one only app/[locale] has to its /en twin", async () => {
    for (const path of ["/login", "/documentation", "/unsubscribe"]) {
      const res = await visit(path);
      expect(res.headers.get("x-middleware-rewrite"), path).toBeNull();
      expect(res.headers.get("content-security-policy"), path).toContain("'nonce-");
    }
    const unknown = await visit("/no-such-page");
    expect(new URL(unknown.headers.get("x-middleware-rewrite")!).pathname).toBe("/en/no-such-page");
    const hindi = await visit("/hi/login");
    expect(hindi.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("replaces a policy the client sent", async () => {
    const res = await proxy(
      new NextRequest("http://localhost/login", {
        headers: { "content-security-policy": "script-src 'nonce-chosen'" },
      }),
    );
    expect(passedOn(res, "content-security-policy")).not.toContain("chosen");
  });

  it("gets no nonce in development (next dev's scripts use eval: next.config.mjs's development policy stays)", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const res = await visit("/login");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(passedOn(res, "content-security-policy")).toBeNull();
  });
});

describe("a path whose percent-escapes do not decode", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is not decodable: Next's router would fail on it, after the proxy", () => {
    for (const segment of probeSegments) expect(() => decodeURIComponent(segment), segment).toThrow(URIError);
  });

  it("under /api: 400 in the error shape, with the security headers, the request id and one log line", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    for (const segment of probeSegments) {
      for (const path of [`/api/jobs/${segment}`, `/api/admin/leads/demo/${segment}`, `/api/${segment}/x`]) {
        expect(runsOn(path), path).toBe(true);
        for (const method of ["GET", "POST", "DELETE"]) {
          const res = await proxy(
            new NextRequest(`http://localhost${path}?token=secret`, {
              method,
              headers: { "x-request-id": "probe-1", cookie: await validCookie() },
            }),
          );
          expect(res.status, `${method} ${path}`).toBe(400);
          expect(res.headers.get("content-type")).toContain("application/json");
          expect(await res.json()).toEqual({
            success: false,
            code: "bad_request",
            message: "The address is not valid: a percent-escape in its path does not decode.",
          });
          expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
          expect(res.headers.get("x-content-type-options")).toBe("nosniff");
          expect(res.headers.get("x-frame-options")).toBe("DENY");
          expect(res.headers.get("x-request-id")).toBe("probe-1");
        }
      }
    }
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toHaveLength(probeSegments.length * 3 * 3);
    expect(logged[0]).toMatchObject({
      level: "warn",
      requestId: "probe-1",
      event: "malformed_path",
      method: "GET",
      path: `/api/jobs/${probeSegments[0]}`,
    });
    expect(lines.join("\n")).not.toContain("stack");
    expect(lines.join("\n")).not.toContain("secret");
  });

  it("a page: rewritten to its language's 404 page (app/[locale]/malformed-path), for guests and members alike", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const member = await validCookie();
    for (const segment of probeSegments) {
      for (const [path, locale] of [
        [`/job/${segment}`, "en"],
        [`/gig/${segment}`, "en"],
        [`/event/${segment}`, "en"],
        [`/dashboard/jobs/${segment}/applications`, "en"],
        [`/hi/job/${segment}`, "hi"],
        [`/${segment}`, "en"],
      ] as [string, string][]) {
        expect(runsOn(path), path).toBe(true);
        for (const cookie of [undefined, member]) {
          const res = await visit(path, cookie);
          expect(res.status, path).toBe(200);
          expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname, path).toBe(
            `/${locale}${MALFORMED_PAGE_PATH}`,
          );
          // Marked as the proxy's own: "/en/…" asked for by a visitor is redirected to "/…" (next.config.mjs).
          expect(passedOn(res, "x-locale-rewrite"), path).toBe("1");
          expect(res.headers.get("location"), path).toBeNull();
          expect(res.headers.get("x-frame-options")).toBe("DENY");
          // Outside production the development policy of next.config.mjs stays (no nonce).
          expect(res.headers.get("content-security-policy")).toBeNull();
        }
      }
    }
  });

  it("gets a new request id when the caller's is not a plain token", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await proxy(
      new NextRequest("http://localhost/api/jobs/%C0", { headers: { "x-request-id": "bad id\n" } }),
    );
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("session token", () => {
  it("round-trips its claims and refuses anything else", async () => {
    const claims = {
      userId: "u1",
      sessionVersion: 3,
      rememberMe: true,
      isNewUser: false,
    };
    expect(await decodeSessionToken(await encodeSessionToken(claims))).toEqual(claims);
    expect(await decodeSessionToken("x.y.z")).toBeNull();
    expect(await decodeSessionToken(undefined)).toBeNull();
  });
});
