// Guessing limits beside login's: wrong current passwords in POST /api/auth/change-password (per account), and
// reset requests in POST /api/auth/forgot-password per address as well as per email.
import { describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import { rateRule } from "@/lib/rate-limit/rules";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  routeContext,
  sessionCookieFor,
  TEST_PASSWORD,
  uniqueSuffix,
} from "@/tests/accounts";
import { mailsTo, uniqueIp } from "@/tests/helpers/api";
import { logIn, NEW_PASSWORD } from "@/tests/sign-in";

// next/server's after(): the work a handler leaves for after its answer waits here until the test runs it.
const afterResponse = vi.hoisted(() => {
  const tasks: (() => unknown)[] = [];
  return {
    tasks,
    async run() {
      while (tasks.length) await tasks.shift()!();
    },
  };
});
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void afterResponse.tasks.push(task),
}));

describe("POST /api/auth/change-password: guessing the current password", () => {
  const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    changePassword(
      apiRequest("POST", "/api/auth/change-password", { cookie, body: { currentPassword, newPassword } }),
      routeContext,
    );

  it("allows 5 wrong current passwords in 15 minutes, then 429 even for the right one until the window ends", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await change(cookie, `Wrong@${i}2345`);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).errors).toEqual({ currentPassword: msg.currentPasswordWrong });
    }
    const refused = await change(cookie, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await refused.json()).toMatchObject({ success: false, code: "rate_limited" });
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(401);

    // The window ends: the right password changes it.
    await db.rateLimit.updateMany({
      where: { key: rateRule("passwordChangeFailsByAccount", user.id).key },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await change(cookie, TEST_PASSWORD)).status).toBe(200);
  });

  it("a change that goes through clears the wrong tries before it", async () => {
    const user = await createTestUser();
    let cookie = await sessionCookieFor(user);
    for (let i = 0; i < 4; i++) expect((await change(cookie, "Wrong@12345")).status).toBe(400);
    const done = await change(cookie, TEST_PASSWORD);
    expect(done.status).toBe(200);
    cookie = cookieFrom(done);
    for (let i = 0; i < 5; i++) expect((await change(cookie, "Wrong@12345", TEST_PASSWORD)).status).toBe(400);
    expect((await change(cookie, NEW_PASSWORD, TEST_PASSWORD)).status).toBe(429);
  });
});

describe("POST /api/auth/forgot-password: per address", () => {
  /** The answer, then the work left for after it (what the server does once the answer is sent). */
  const askReset = async (email: string, ip: string) => {
    const res = await forgot(
      apiRequest("POST", "/api/auth/forgot-password", { body: { email }, ip }),
      routeContext,
    );
    await afterResponse.run();
    return res;
  };
  const resetMails = async (email: string) =>
    (await mailsTo(email)).filter((m) => m.subject === "Reset your Builders Hub password");

  it("allows 5 requests an hour from one address, whatever the emails; then the same 429 and no mail", async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => createTestUser()));
    const ip = uniqueIp();
    for (const user of users.slice(0, 5)) expect((await askReset(user.email, ip)).status).toBe(200);
    const refused = await askReset(users[5]!.email, ip);
    const unknown = await askReset(`nobody_${uniqueSuffix()}@example.com`, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    const body = await refused.json();
    expect(await unknown.json()).toEqual(body);
    for (const user of users.slice(0, 5)) expect(await resetMails(user.email)).toHaveLength(1);
    expect(await resetMails(users[5]!.email)).toEqual([]);

    // The same answer as the per-email limit's, and the refused email's own allowance is untouched.
    const email = users[6]!.email;
    for (let i = 0; i < 5; i++) expect((await askReset(email, uniqueIp())).status).toBe(200);
    expect(await (await askReset(email, uniqueIp())).json()).toEqual(body);
    expect((await askReset(users[5]!.email, uniqueIp())).status).toBe(200);
    expect(await resetMails(users[5]!.email)).toHaveLength(1);
  });
});
