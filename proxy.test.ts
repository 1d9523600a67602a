// proxy.ts: optimistic redirects by the cookie (the layouts and handlers check again), and paths whose
// percent-escapes do not decode answered before Next's router fails on them.
// First, before next/server (the file says why).
import { proxyRunsOn } from "@/tests/helpers/proxy-match";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { encodeSessionToken, decodeSessionToken } from "@/lib/auth/token";
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

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

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
      expect(res.headers.get("location")).toBe(
        `http://localhost/login?returnUrl=${encodeURIComponent(path)}`,
      );
    }
  });

  it("lets any valid session through: the pages decide by the role in the database", async () => {
    // Members are refused /admin* by the admin layout (lib/auth/page-guards.int.test.ts), which reads the
    // role from the database; the token carries no role, so a promotion or demotion applies at once.
    const cookie = await validCookie();
    for (const path of ["/dashboard", "/submit-listing", "/event/abc", "/admin", "/admin/dashboard"]) {
      expect((await visit(path, cookie)).headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it("treats a forged cookie as a guest", async () => {
    const res = await visit("/dashboard", `${SESSION_COOKIE}=forged`);
    expect(res.headers.get("location")).toContain("/login?returnUrl=");
  });

  it("matches exactly the guarded routes, and any path with a percent sign", () => {
    expect(config.matcher).toEqual([
      "/dashboard/:path*",
      "/submit-listing/:path*",
      "/event/:path*",
      "/admin/:path*",
      "/:path(.*%.*)",
    ]);
    for (const path of [
      "/dashboard",
      "/admin/members",
      "/event/abc",
      "/api/jobs/%C0",
      "/job/%",
      "/jobs/%41",
    ]) {
      expect(runsOn(path), path).toBe(true);
    }
    for (const path of ["/", "/jobs", "/events", "/api/jobs/abc", "/job/abc", "/jobs?q=%C0"]) {
      expect(runsOn(path), path).toBe(false);
    }
  });

  it("guards a path by what it decodes to, and lets every other path with escapes through", async () => {
    for (const path of ["/%64ashboard", "/event/%41", "/admin%2Fmembers"]) {
      expect((await visit(path)).status, path).toBe(307);
    }
    for (const path of ["/jobs/%41", "/api/jobs/%E2%82%AC", "/events%20x", "/job/a%2Fb"]) {
      expect((await visit(path)).headers.get("x-middleware-next"), path).toBe("1");
    }
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

  it("a page: rewritten to a path no route has (the site's 404 page), for guests and members alike", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const member = await validCookie();
    for (const segment of probeSegments) {
      for (const path of [
        `/job/${segment}`,
        `/gig/${segment}`,
        `/event/${segment}`,
        `/dashboard/jobs/${segment}/applications`,
      ]) {
        expect(runsOn(path), path).toBe(true);
        for (const cookie of [undefined, member]) {
          const res = await visit(path, cookie);
          expect(res.status, path).toBe(200);
          expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname, path).toBe(MALFORMED_PAGE_PATH);
          expect(res.headers.get("location"), path).toBeNull();
          expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
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
