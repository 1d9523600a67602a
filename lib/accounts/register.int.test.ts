// POST /api/auth/register.
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as status } from "@/app/api/auth/status/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import { istDayStamp } from "@/lib/format/date";
import {
  apiRequest,
  cookieFrom,
  createTestUser,
  latestMailTo,
  markEmailVerified,
  registration,
  routeContext,
} from "@/tests/accounts";

const post = (body: unknown, ip?: string) =>
  register(apiRequest("POST", "/api/auth/register", { body, ip }), routeContext);

async function expectRefused(body: Record<string, unknown>, message: string, field: string) {
  const res = await post(body);
  expect(res.status).toBe(400);
  const json = await res.json();
  expect(json).toMatchObject({ success: false, code: "validation_failed" });
  expect(json.errors[field]).toBe(message);
}

/** The day `years` before today in India, moved by `extraDays` (ages count by India's calendar). */
function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date(`${istDayStamp()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

describe("POST /api/auth/register", () => {
  it("creates the account: 201, the user without the hash, a session cookie and a welcome mail", async () => {
    const body = registration();
    await markEmailVerified(body.email);
    const res = await post(body);
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.success).toBe(true);
    expect(Object.keys(json.user).sort()).toEqual(
      [
        "accountCreated",
        "bio",
        "coin",
        "coins",
        "email",
        "firstName",
        "fullName",
        "id",
        "lastName",
        "mobile",
        "name",
        "referralCode",
        "role",
        "username",
      ].sort(),
    );
    expect(json.user).toMatchObject({ email: body.email, role: "Member", coins: 0, fullName: "Asha Rao" });
    expect(json.user.referralCode).toMatch(/^ASH[A-Z0-9]{10}$/);
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|argon2/);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const who = await status(
      apiRequest("GET", "/api/auth/status", { cookie: cookieFrom(res) }),
      routeContext,
    );
    expect(await who.json()).toMatchObject({ isAuthenticated: true, user: { email: body.email } });
    expect((await latestMailTo(body.email))?.subject).toBe("Welcome to Builders Hub");
  });

  it("refuses an email that was not verified", async () => {
    const res = await post(registration());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: msg.verifyEmail, errors: { email: msg.verifyEmail } });
  });

  it("refuses a verification older than 30 minutes", async () => {
    const body = registration();
    await db.emailCode.create({
      data: {
        email: body.email,
        codeHash: "x",
        expiresAt: new Date(),
        verifiedAt: new Date(Date.now() - 31 * 60_000),
      },
    });
    expect((await (await post(body)).json()).message).toBe(msg.verifyEmail);
  });

  it("answers 409 for a taken email or username", async () => {
    const existing = await createTestUser();
    const byEmail = registration({ email: existing.email.toUpperCase() });
    await markEmailVerified(existing.email);
    const res = await post(byEmail);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "conflict",
      message: msg.emailTaken,
      errors: { email: msg.emailTaken },
    });
    const byUsername = registration({ username: existing.username.toUpperCase() });
    await markEmailVerified(byUsername.email);
    const clash = await post(byUsername);
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      message: msg.usernameTaken,
      errors: { username: msg.usernameTaken },
    });
  });

  it("lets only one of two simultaneous registrations of the same username in any case through", async () => {
    const first = registration();
    const second = registration({ username: first.username.toUpperCase() });
    await Promise.all([markEmailVerified(first.email), markEmailVerified(second.email)]);
    const answers = await Promise.all([post(first), post(second)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toMatchObject({
      code: "conflict",
      message: msg.usernameTaken,
      errors: { username: msg.usernameTaken },
    });
    expect(await db.user.count({ where: { email: { in: [first.email, second.email] } } })).toBe(1);
  });

  it("checks every registration rule with its message", async () => {
    await expectRefused(registration({ firstName: "" }), msg.fillAllFields, "firstName");
    await expectRefused(registration({ lastName: "  " }), msg.fillAllFields, "lastName");
    await expectRefused(registration({ username: "" }), msg.fillAllFields, "username");
    await expectRefused(registration({ dateOfBirth: "" }), msg.fillAllFields, "dateOfBirth");
    await expectRefused(registration({ email: "" }), msg.fillAllFields, "email");
    await expectRefused(registration({ password: "" }), msg.fillAllFields, "password");
    await expectRefused(registration({ confirmPassword: "" }), msg.fillAllFields, "confirmPassword");
    await expectRefused(registration({ countryCode: "" }), msg.fillAllFields, "countryCode");
    await expectRefused(registration({ mobileNumber: "" }), msg.fillAllFields, "mobileNumber");
    await expectRefused(registration({ dateOfBirth: yearsAgo(5, 1) }), msg.tooYoung, "dateOfBirth");
    await expectRefused(registration({ dateOfBirth: "2001-02-30" }), msg.invalidDate, "dateOfBirth");
    await expectRefused(registration({ email: "asha@" }), msg.invalidEmail, "email");
    await expectRefused(registration({ mobileNumber: "98-76" }), msg.invalidPhone, "mobileNumber");
    await expectRefused(registration({ countryCode: "+7" }), msg.fillAllFields, "countryCode");
    await expectRefused(registration({ username: "a b" }), msg.invalidUsername, "username");
    for (const weak of ["Sh0rt!", "alllower1!", "ALLUPPER1!", "NoDigits!!", "NoSpecial12"]) {
      await expectRefused(
        registration({ password: weak, confirmPassword: weak }),
        msg.passwordPolicy,
        "password",
      );
    }
    await expectRefused(
      registration({ confirmPassword: "Different@2026" }),
      msg.passwordsMismatch,
      "confirmPassword",
    );
    await expectRefused(registration({ agreeToTerms: false }), msg.agreeToTerms, "agreeToTerms");
    await expectRefused(registration({ agreeToTerms: undefined }), msg.agreeToTerms, "agreeToTerms");
  });

  it("accepts exactly 5 years old", async () => {
    const body = registration({ dateOfBirth: yearsAgo(5) });
    await markEmailVerified(body.email);
    expect((await post(body)).status).toBe(201);
  });

  it("records a pending referral for a member's referral code, and ignores an unknown one", async () => {
    const referrer = await createTestUser();
    const { referralCode } = await db.user.findUniqueOrThrow({
      where: { id: referrer.id },
      select: { referralCode: true },
    });
    const body = registration({ referralCode: referralCode.toLowerCase() });
    await markEmailVerified(body.email);
    const res = await post(body);
    expect(res.status).toBe(201);
    const { user } = await res.json();
    const referral = await db.referral.findUniqueOrThrow({ where: { referredUserId: user.id } });
    expect(referral).toMatchObject({ referrerId: referrer.id, status: "pending" });

    const other = registration({ referralCode: "NOPE123" });
    await markEmailVerified(other.email);
    expect((await post(other)).status).toBe(201);
  });

  it("allows 10 registrations an hour per IP", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    await db.rateLimit.deleteMany({ where: { key: `register:ip:${ip}` } });
    for (let i = 0; i < 10; i++) expect((await post(registration(), ip)).status).toBe(400); // unverified: counted
    const res = await post(registration(), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
