// proxy.ts: optimistic redirects by the cookie (the layouts and handlers check again).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { encodeSessionToken, decodeSessionToken } from "@/lib/auth/token";
import { config, proxy } from "@/proxy";

async function cookieFor(role: "Admin" | "Member") {
  const token = await encodeSessionToken({
    userId: "u1",
    sessionVersion: 0,
    role,
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

  it("sends members from /admin* to /login and lets them into member pages", async () => {
    const member = await cookieFor("Member");
    expect((await visit("/admin/dashboard", member)).headers.get("location")).toBe("http://localhost/login");
    expect((await visit("/dashboard", member)).headers.get("x-middleware-next")).toBe("1");
    expect((await visit("/admin", await cookieFor("Admin"))).headers.get("x-middleware-next")).toBe("1");
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
      role: "Admin" as const,
      rememberMe: true,
      isNewUser: false,
    };
    expect(await decodeSessionToken(await encodeSessionToken(claims))).toEqual(claims);
    expect(await decodeSessionToken("x.y.z")).toBeNull();
    expect(await decodeSessionToken(undefined)).toBeNull();
  });
});
