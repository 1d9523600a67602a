// apiHandler's auth modes and its cross-site check, against the real session and database.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { apiHandler } from "@/lib/api/handler";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";

const context = { params: Promise.resolve({}) };

function request(method: string, headers: Record<string, string> = {}) {
  return new NextRequest(
    new Request("http://localhost/api/thing", { method, headers: { host: "localhost", ...headers } }),
  );
}

const whoAmI = apiHandler({ auth: "optional" }, async ({ user }) => ({ user: user?.email ?? null }));
const memberOnly = apiHandler({ auth: "member" }, async ({ user }) => ({ id: user.id }));
const adminOnly = apiHandler({ auth: "admin" }, async ({ user }) => ({ role: user.role }));

describe("apiHandler auth", () => {
  it("gives a guest null, 401 and 401", async () => {
    expect(await (await whoAmI(request("GET"), context)).json()).toEqual({ user: null });
    const member = await memberOnly(request("GET"), context);
    expect(member.status).toBe(401);
    expect(await member.json()).toMatchObject({ success: false, code: "unauthorized" });
    expect((await adminOnly(request("GET"), context)).status).toBe(401);
  });

  it("gives a member their user, and 403 on admin routes", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    expect(await (await whoAmI(request("GET", { cookie }), context)).json()).toEqual({ user: user.email });
    expect((await memberOnly(request("GET", { cookie }), context)).status).toBe(200);
    const admin = await adminOnly(request("GET", { cookie }), context);
    expect(admin.status).toBe(403);
    expect((await admin.json()).code).toBe("forbidden");
  });

  it("lets an admin through, and applies a role change on the next request", async () => {
    const user = await createTestUser({ role: "Admin" });
    const cookie = await sessionCookieFor(user);
    expect(await (await adminOnly(request("GET", { cookie }), context)).json()).toEqual({ role: "Admin" });
    const { db } = await import("@/lib/db");
    await db.user.update({ where: { id: user.id }, data: { role: "Member" } });
    expect((await adminOnly(request("GET", { cookie }), context)).status).toBe(403);
  });

  it("refuses a tampered cookie", async () => {
    const cookie = `${SESSION_COOKIE}=not-a-token`;
    expect((await memberOnly(request("GET", { cookie }), context)).status).toBe(401);
  });
});

describe("apiHandler cross-site check", () => {
  it("refuses a state-changing call with the session cookie from a foreign Origin", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await whoAmI(request(method, { cookie, origin: "https://evil.example" }), context);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        success: false,
        code: "forbidden",
        message: "Cross-site requests are not allowed.",
      });
    }
    expect((await whoAmI(request("POST", { cookie, origin: "null" }), context)).status).toBe(403);
  });

  it("allows the site's own origin, no Origin, safe methods and calls without the cookie", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    expect((await whoAmI(request("POST", { cookie, origin: "http://localhost" }), context)).status).toBe(200);
    expect((await whoAmI(request("POST", { cookie }), context)).status).toBe(200);
    expect((await whoAmI(request("GET", { cookie, origin: "https://evil.example" }), context)).status).toBe(
      200,
    );
    expect((await whoAmI(request("POST", { origin: "https://evil.example" }), context)).status).toBe(200);
  });
});
