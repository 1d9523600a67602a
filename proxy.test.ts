// proxy.ts: optimistic redirects by the cookie (the layouts and handlers check again).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { encodeSessionToken, decodeSessionToken } from "@/lib/auth/token";
import { config, proxy } from "@/proxy";

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

  it("matches exactly the guarded routes", () => {
    expect(config.matcher).toEqual([
      "/dashboard/:path*",
      "/submit-listing/:path*",
      "/event/:path*",
      "/admin/:path*",
    ]);
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
