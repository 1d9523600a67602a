// /api/otp/send and /api/otp/verify.
import { describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/otp/send/route";
import { POST as verify } from "@/app/api/otp/verify/route";
import { msg } from "@/lib/accounts/messages";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, latestMailTo, routeContext, uniqueSuffix } from "@/tests/accounts";

const newEmail = () => `otp_${uniqueSuffix()}@example.com`;
const sendCode = (email: string, ip?: string) =>
  send(apiRequest("POST", "/api/otp/send", { body: { email }, ip }), routeContext);
const verifyCode = (email: string, otp: string) =>
  verify(apiRequest("POST", "/api/otp/verify", { body: { email, otp } }), routeContext);

async function mailedCode(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const code = mail?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe("POST /api/otp/send", () => {
  it("mails a 6-digit code, stored only as a hash", async () => {
    const email = newEmail();
    const res = await sendCode(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, resendAfterSeconds: 60, validForSeconds: 600 });
    const code = await mailedCode(email);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toContain(code);
    expect(mail?.html).toContain(code);
    const row = await db.emailCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(600_000, -3);
  });

  it("refuses a new send during the 60 s wait with 429 and the seconds left", async () => {
    const email = newEmail();
    await sendCode(email);
    const res = await sendCode(email);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await res.json()).toMatchObject({
      success: false,
      code: "rate_limited",
      message: `Please wait ${retry} seconds before requesting a new code.`,
    });
  });

  it("sends a new code 60 s after the last, while that one is still valid, and only the new one verifies", async () => {
    const email = newEmail();
    await sendCode(email);
    const first = await mailedCode(email);
    // The clock moves by moving the code's send time back (as the other time-bound tests do).
    const sentAgo = (seconds: number) =>
      db.emailCode.updateMany({
        where: { email },
        data: { createdAt: new Date(Date.now() - seconds * 1000) },
      });
    await sentAgo(55);
    expect((await sendCode(email)).status).toBe(429);
    await sentAgo(61);
    const res = await sendCode(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resendAfterSeconds: 60, validForSeconds: 600 });
    expect(await db.emailCode.count({ where: { email } })).toBe(2);
    const second = await mailedCode(email);
    if (first !== second) {
      expect((await (await verifyCode(email, first)).json()).verified).toBe(false);
    }
    expect((await (await verifyCode(email, second)).json()).verified).toBe(true);
  });

  it("validates the email", async () => {
    const missing = await send(apiRequest("POST", "/api/otp/send", { body: {} }), routeContext);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(msg.emailRequired);
    const bad = await sendCode("not-an-email");
    expect((await bad.json()).errors).toEqual({ email: msg.invalidEmail });
  });

  it("answers a registered address exactly as a free one, and mails it 'log in or reset' instead of a code", async () => {
    const user = await createTestUser();
    const [taken, free] = await Promise.all([sendCode(user.email), sendCode(newEmail())]);
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(await taken.json()).toEqual(await free.json());
    const mail = await latestMailTo(user.email);
    expect(mail?.subject).toBe("You already have a Builders Hub account");
    expect(mail?.text).toMatch(/log in/i);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    // The countdown holds for it too, as for any address.
    expect((await sendCode(user.email)).status).toBe(429);
    // And no code it could be given verifies it.
    const verify = await verifyCode(user.email, "000000");
    expect((await verify.json()).verified).toBe(false);
  });

  it("allows 20 sends an hour per IP, then 429 with Retry-After", async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    await db.rateLimit.deleteMany({ where: { key: `otp:ip:${ip}` } });
    for (let i = 0; i < 20; i++) expect((await sendCode(newEmail(), ip)).status).toBe(200);
    const res = await sendCode(newEmail(), ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await res.json()).code).toBe("rate_limited");
  });

  it("allows 5 sends an hour per email", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      await db.emailCode.deleteMany({ where: { email } }); // skip the countdown, count only the limit
      expect((await sendCode(email)).status).toBe(200);
    }
    await db.emailCode.deleteMany({ where: { email } });
    const res = await sendCode(email);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe("Too many verification codes requested. Please try again later.");
  });
});

describe("POST /api/otp/verify", () => {
  it("verifies the right code once", async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await mailedCode(email);
    const res = await verifyCode(email, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verified: true, message: msg.otpVerified });
    expect(await (await verifyCode(email, code)).json()).toEqual({
      verified: false,
      message: msg.invalidOtp,
    });
  });

  it("kills the code after five wrong tries", async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await mailedCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    // Each wrong try says how many are left.
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      expect(await (await verifyCode(email, wrong)).json()).toEqual({
        verified: false,
        message: `Invalid OTP. Please try again. ${left} left.`,
      });
    }
    // The fifth wrong try kills the code and says a new one may be asked for at once.
    const dead = { verified: false, message: msg.otpTooManyAttempts, newCodeNeeded: true };
    expect(await (await verifyCode(email, wrong)).json()).toEqual(dead);
    expect(await (await verifyCode(email, code)).json()).toEqual(dead);
    // Still within the 60 s wait, yet a dead code does not hold it: a new code goes out at once.
    expect((await sendCode(email)).status).toBe(200);
    const fresh = await mailedCode(email);
    expect((await (await verifyCode(email, fresh)).json()).verified).toBe(true);
  });

  it("refuses an expired code", async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await mailedCode(email);
    await db.emailCode.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await (await verifyCode(email, code)).json()).toEqual({
      verified: false,
      message: msg.otpExpired,
      newCodeNeeded: true,
    });
  });

  it("answers 400 for a code that is not 6 digits", async () => {
    const res = await verifyCode(newEmail(), "12ab");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ otp: msg.otpFormat });
  });
});
