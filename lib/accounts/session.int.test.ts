// POST /api/auth/login, GET /api/auth/status, POST /api/auth/logout: sessions and their revocation.
import { describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as status } from "@/app/api/auth/status/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  routeContext,
  TEST_PASSWORD,
  uniqueSuffix,
} from "@/tests/accounts";

const logIn = (body: unknown, ip?: string) =>
  login(apiRequest("POST", "/api/auth/login", { body, ip }), routeContext);
const statusOf = async (cookie: string) =>
  (await status(apiRequest("GET", "/api/auth/status", { cookie }), routeContext)).json();

describe("POST /api/auth/login", () => {
  it("answers { success, user } and a browser-session cookie without rememberMe", async () => {
    const user = await createTestUser();
    const res = await logIn({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({
      success: true,
      user: { id: user.id, email: user.email, role: "Member", coin: 0, coins: 0 },
    });
    expect(JSON.stringify(json)).not.toContain("passwordHash");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    await db.user.update({ where: { id: user.id }, data: { coins: 25 } });
    expect(await statusOf(cookieFrom(res))).toMatchObject({
      isAuthenticated: true,
      user: { id: user.id, coin: 25, coins: 25 },
    });
  });

  it("sets a 30-day cookie with rememberMe", async () => {
    const user = await createTestUser();
    const res = await logIn({ email: user.email, password: TEST_PASSWORD, rememberMe: true });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=2592000/);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const user = await createTestUser();
    const wrong = await logIn({ email: user.email, password: "Wrong@12345" });
    const unknown = await logIn({ email: `nobody_${uniqueSuffix()}@example.com`, password: "Wrong@12345" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = { success: false, code: "unauthorized", message: msg.invalidCredentials };
    expect(await wrong.json()).toEqual(body);
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("spends the same argon2 work whether or not the email exists", async () => {
    // Timing itself is not asserted (a loaded machine makes that flaky): the unknown email must be
    // checked against a real argon2 hash, exactly as a known one is.
    const password = await import("@/lib/auth/password");
    const verify = vi.spyOn(password, "verifyPassword");
    const user = await createTestUser();
    await logIn({ email: user.email, password: "Wrong@12345" });
    await logIn({ email: `nobody_${uniqueSuffix()}@example.com`, password: "Wrong@12345" });
    expect(verify).toHaveBeenCalledTimes(2);
    for (const [hash] of verify.mock.calls) expect(hash).toMatch(/^\$argon2id\$/);
    verify.mockRestore();
  });

  it("requires both fields", async () => {
    const res = await logIn({ email: "", password: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(msg.loginRequired);
    expect((await (await logIn({ email: "a@example.com" })).json()).message).toBe(msg.loginRequired);
  });

  it("allows 10 attempts per 15 minutes per IP, then 429 with Retry-After", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await db.rateLimit.deleteMany({ where: { key: `login:ip:${ip}` } });
    for (let i = 0; i < 10; i++) {
      expect(
        (await logIn({ email: `x_${uniqueSuffix()}@example.com`, password: "Wrong@12345" }, ip)).status,
      ).toBe(401);
    }
    const res = await logIn({ email: `x_${uniqueSuffix()}@example.com`, password: "Wrong@12345" }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await res.json()).toMatchObject({ success: false, code: "rate_limited" });
  });

  it("makes an address that guessed 5 times for an account wait, but not the owner at another address", async () => {
    const user = await createTestUser();
    const attacker = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 5; i++) {
      expect((await logIn({ email: user.email, password: "Wrong@12345" }, attacker)).status).toBe(401);
    }
    const refused = await logIn({ email: user.email, password: TEST_PASSWORD }, attacker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe("Too many login attempts. Please try again later.");
    expect((await logIn({ email: user.email, password: TEST_PASSWORD }, `${attacker}9`)).status).toBe(200);
  });
  // Past 20 failures for an account from anywhere: lib/accounts/login-guessing.int.test.ts.
});

describe("GET /api/auth/status", () => {
  it("answers a guest with isAuthenticated false", async () => {
    const res = await status(apiRequest("GET", "/api/auth/status"), routeContext);
    expect(await res.json()).toEqual({ isAuthenticated: false, user: null });
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the cookie and refuses every earlier cookie of the user", async () => {
    const user = await createTestUser();
    const first = cookieFrom(await logIn({ email: user.email, password: TEST_PASSWORD }));
    const second = cookieFrom(await logIn({ email: user.email, password: TEST_PASSWORD, rememberMe: true }));
    const res = await logout(apiRequest("POST", "/api/auth/logout", { cookie: first }), routeContext);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await statusOf(first)).toEqual({ isAuthenticated: false, user: null });
    expect(await statusOf(second)).toEqual({ isAuthenticated: false, user: null });
  });

  it("answers 200 for a guest too", async () => {
    expect((await logout(apiRequest("POST", "/api/auth/logout"), routeContext)).status).toBe(200);
  });

  it("refuses a logout from a foreign Origin with 403", async () => {
    const user = await createTestUser();
    const cookie = cookieFrom(await logIn({ email: user.email, password: TEST_PASSWORD }));
    const res = await logout(
      apiRequest("POST", "/api/auth/logout", { cookie, headers: { origin: "https://evil.example" } }),
      routeContext,
    );
    expect(res.status).toBe(403);
    expect(await statusOf(cookie)).toMatchObject({ isAuthenticated: true });
  });
});
