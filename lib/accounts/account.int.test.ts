// update-profile, change-password, delete-account, referrals (password reset: password-reset.int.test.ts).
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as referrals } from "@/app/api/auth/referrals/route";
import { PUT as updateProfile } from "@/app/api/auth/update-profile/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  routeContext,
  sessionCookieFor,
  TEST_PASSWORD,
  uniqueSuffix,
} from "@/tests/accounts";
import { isSignedIn, logIn, NEW_PASSWORD } from "@/tests/sign-in";

async function signedInUser() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookieFor(user) };
}

describe("PUT /api/auth/update-profile", () => {
  const put = (cookie: string | undefined, body: unknown) =>
    updateProfile(apiRequest("PUT", "/api/auth/update-profile", { cookie, body }), routeContext);

  it("updates first name, last name and bio, never username or email", async () => {
    const { user, cookie } = await signedInUser();
    const res = await put(cookie, {
      firstName: "Meera",
      lastName: "Iyer",
      bio: "Solidity dev",
      username: "hacker",
      email: "x@y.z",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      firstName: "Meera",
      lastName: "Iyer",
      bio: "Solidity dev",
      fullName: "Meera Iyer",
      username: user.username,
      email: user.email,
    });
  });

  it("checks the profile rules", async () => {
    const { cookie } = await signedInUser();
    const first = await put(cookie, { firstName: "", lastName: "Iyer", bio: "" });
    expect(first.status).toBe(400);
    expect((await first.json()).errors).toEqual({ firstName: msg.firstNameRequired });
    expect((await (await put(cookie, { firstName: "A", lastName: " ", bio: "" })).json()).errors).toEqual({
      lastName: msg.lastNameRequired,
    });
    expect(
      (await (await put(cookie, { firstName: "A", lastName: "B", bio: "x".repeat(161) })).json()).errors,
    ).toEqual({ bio: msg.bioTooLong });
    expect((await put(cookie, { firstName: "A", lastName: "B", bio: "x".repeat(160) })).status).toBe(200);
  });

  it("answers 401 to a guest", async () => {
    expect((await put(undefined, { firstName: "A", lastName: "B", bio: "" })).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  const post = (cookie: string | undefined, body: unknown) =>
    changePassword(apiRequest("POST", "/api/auth/change-password", { cookie, body }), routeContext);

  it("changes the password, refuses every earlier cookie and keeps this browser signed in", async () => {
    const { user, cookie } = await signedInUser();
    const other = cookieFrom(await logIn(user.email, TEST_PASSWORD));
    const res = await post(cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: msg.passwordChanged });
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(cookieFrom(res))).toBe(true);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password, a weak new one and missing fields", async () => {
    const { cookie } = await signedInUser();
    const wrong = await post(cookie, { currentPassword: "Nope@12345", newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: msg.currentPasswordWrong,
      errors: { currentPassword: msg.currentPasswordWrong },
    });
    expect(
      (await (await post(cookie, { currentPassword: TEST_PASSWORD, newPassword: "weakpass" })).json()).errors,
    ).toEqual({ newPassword: msg.passwordPolicy });
    expect((await (await post(cookie, { currentPassword: "", newPassword: "" })).json()).message).toBe(
      msg.allFieldsRequired,
    );
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("answers 401 to a guest", async () => {
    expect(
      (await post(undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).status,
    ).toBe(401);
  });
});

describe("DELETE /api/auth/delete-account", () => {
  it("deletes the user and personal data, keeps their listings without an owner, refuses every cookie", async () => {
    const { user, cookie } = await signedInUser();
    const other = cookieFrom(await logIn(user.email, TEST_PASSWORD));
    const job = await db.job.create({
      data: {
        title: "Solidity dev",
        company: "Acme",
        description: "d",
        location: "Remote",
        postedById: user.id,
      },
      select: { id: true },
    });
    const res = await deleteAccount(
      apiRequest("DELETE", "/api/auth/delete-account", { cookie }),
      routeContext,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { postedById: true } })).toEqual({
      postedById: null,
    });
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(other)).toBe(false);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it("deletes the email codes and the rate-limit counters keyed by the email, in the same transaction", async () => {
    const { user, cookie } = await signedInUser();
    const other = `other_${uniqueSuffix()}@example.com`;
    const keys = (email: string) => [
      `login:fail:acct:${email}`,
      `login:fail:pair:${email} 10.0.0.1`,
      `otp:email:${email}`,
      `forgot:email:${email}`,
    ];
    const resetAt = new Date(Date.now() + 600_000);
    await db.rateLimit.createMany({
      data: [...keys(user.email), ...keys(other)].map((key) => ({ key, count: 1, resetAt })),
    });
    await db.emailCode.createMany({
      data: [user.email, other].map((email) => ({ email, codeHash: "x", expiresAt: resetAt })),
    });
    const res = await deleteAccount(
      apiRequest("DELETE", "/api/auth/delete-account", { cookie }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const left = await db.rateLimit.findMany({
      where: { key: { in: [...keys(user.email), ...keys(other)] } },
      select: { key: true },
      orderBy: { key: "asc" },
    });
    expect(left.map((row) => row.key)).toEqual([...keys(other)].sort());
    expect(await db.emailCode.count({ where: { email: user.email } })).toBe(0);
    expect(await db.emailCode.count({ where: { email: other } })).toBe(1);
  });

  it("answers 401 to a guest and 403 from a foreign origin", async () => {
    expect((await deleteAccount(apiRequest("DELETE", "/api/auth/delete-account"), routeContext)).status).toBe(
      401,
    );
    const { user, cookie } = await signedInUser();
    const res = await deleteAccount(
      apiRequest("DELETE", "/api/auth/delete-account", {
        cookie,
        headers: { origin: "https://evil.example" },
      }),
      routeContext,
    );
    expect(res.status).toBe(403);
    expect(await db.user.findUnique({ where: { id: user.id }, select: { id: true } })).not.toBeNull();
  });
});

describe("GET /api/auth/referrals", () => {
  it("lists the caller's referrals with masked emails", async () => {
    const { user, cookie } = await signedInUser();
    const friend = await createTestUser();
    await db.referral.create({ data: { referrerId: user.id, referredUserId: friend.id } });
    const res = await referrals(apiRequest("GET", "/api/auth/referrals", { cookie }), routeContext);
    expect(res.status).toBe(200);
    const { referrals: list } = await res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ referredUserName: friend.username, status: "pending" });
    expect(list[0].referredUserEmail).toBe(`${friend.email.slice(0, 2)}•••@example.com`);
    expect(Object.keys(list[0]).sort()).toEqual([
      "coinsEarned",
      "id",
      "referredUserEmail",
      "referredUserName",
      "signupDate",
      "status",
    ]);
  });

  it("answers 401 to a guest", async () => {
    expect((await referrals(apiRequest("GET", "/api/auth/referrals"), routeContext)).status).toBe(401);
  });
});
