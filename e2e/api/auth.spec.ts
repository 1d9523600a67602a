import { uniqueIp } from "../fixtures";
import { expect, newPerson, PASSWORD, registerViaApi, test } from "../member/accounts";

const cookieName = "next-auth.session-token";

async function sessionCookie(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === cookieName);
  expect(cookie).toBeTruthy();
  return `${cookieName}=${cookie!.value}`;
}

test("status, login and logout follow the contract, and logout revokes earlier cookies", async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  expect(await (await api.get("/api/auth/status")).json()).toEqual({ isAuthenticated: false, user: null });
  const person = await registerViaApi(api, newPerson());
  const registered = await sessionCookie(api);
  const login = await api.post("/api/auth/login", {
    data: { email: person.email, password: PASSWORD, rememberMe: true },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body).toMatchObject({
    success: true,
    user: { email: person.email, role: "Member", coin: 0, coins: 0 },
  });
  expect(JSON.stringify(body)).not.toContain("passwordHash");
  const setCookie = login.headers()["set-cookie"] ?? "";
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Max-Age=2592000/);

  expect((await api.post("/api/auth/logout")).status()).toBe(200);
  const old = await api.get("/api/auth/status", { headers: { cookie: registered } });
  expect(await old.json()).toEqual({ isAuthenticated: false, user: null });
  await api.dispose();
});

test("a wrong password and an unknown email get the same 401", async ({ request }) => {
  const person = await registerViaApi(request);
  const wrong = await request.post("/api/auth/login", {
    data: { email: person.email, password: "Wrong@12345" },
  });
  const unknown = await request.post("/api/auth/login", {
    data: { email: newPerson().email, password: "Wrong@12345" },
  });
  expect(wrong.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  expect(await wrong.json()).toEqual(await unknown.json());
});

test("a state-changing call with the session cookie from a foreign Origin is refused", async ({
  request,
}) => {
  await registerViaApi(request);
  const res = await request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ success: false, code: "forbidden" });
  expect((await (await request.get("/api/auth/status")).json()).isAuthenticated).toBe(true);
});

test("x-middleware-subrequest does not get a guest past the guards", async ({ request }) => {
  const headers = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };
  for (const path of ["/dashboard", "/admin", "/admin/dashboard", "/admin/members", "/submit-listing"]) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(300);
    expect(res.status(), path).toBeLessThan(400);
    expect(res.headers()["location"], path).toContain("/login");
  }
  const status = await request.get("/api/auth/referrals", { headers });
  expect(status.status()).toBe(401);
});

test("code sends are throttled with 429 and Retry-After", async ({ request }) => {
  const email = newPerson().email;
  expect((await request.post("/api/otp/send", { data: { email } })).status()).toBe(200);
  const again = await request.post("/api/otp/send", { data: { email } });
  expect(again.status()).toBe(429);
  // The 60 s resend wait, not the code's 10-minute validity.
  expect(Number(again.headers()["retry-after"])).toBeGreaterThan(50);
  expect(Number(again.headers()["retry-after"])).toBeLessThanOrEqual(60);
  expect(await again.json()).toMatchObject({ success: false, code: "rate_limited" });
});
