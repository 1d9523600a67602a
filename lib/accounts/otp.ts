// Email codes: 6 random digits, stored as an HMAC, valid 10 minutes, good once, dead after 5 wrong tries.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_SECONDS,
  OTP_VERIFIED_WINDOW_SECONDS,
} from "@/lib/accounts/constants";
import { sendAccountExistsMail, sendVerificationCodeMail } from "@/lib/accounts/mails";
import { invalidOtpTriesLeft, msg } from "@/lib/accounts/messages";
import { tooManyRequests } from "@/lib/errors";
import { plural } from "@/lib/format/plural";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";

/** A code as stored: its HMAC under the site's secret, bound to what it is for (`scope`). */
export function codeHmac(scope: string, code: string): string {
  return createHmac("sha256", authSecret()).update(`${scope}:${code}`).digest("hex");
}

const hashCode = (email: string, code: string) => codeHmac(`email-code:${email}`, code);

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** What a send answers: when a new code may be asked for, and how long this one is valid. */
export type SentCode = { resendAfterSeconds: number; validForSeconds: number };

/**
 * Sends a new code; 429 with the seconds left while the previous one's resend wait (60 s) runs. An address that
 * has an account gets the same answer (nobody learns which addresses are registered), a code row nobody is
 * told (so the wait and wrong tries behave the same) and a mail saying to log in or reset the password.
 * The hourly limits per address and per IP (lib/rate-limit/rules.ts) bound how many mails an address gets.
 */
/** `locale`: the language of the page asking (lib/i18n/api-locale.ts), the code mail's; a member's mail is in theirs. */
export async function sendEmailCode(email: string, locale = "en"): Promise<SentCode> {
  const taken = await db.user.findUnique({ where: { email }, select: { id: true } });
  // A code killed by wrong tries does not hold the wait: the user may ask for a new one at once.
  const previous = await db.emailCode.findFirst({
    where: { email, verifiedAt: null, attempts: { lt: OTP_MAX_ATTEMPTS } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  if (previous) {
    const left = OTP_RESEND_SECONDS - Math.floor((Date.now() - previous.createdAt.getTime()) / 1000);
    if (left > 0)
      throw tooManyRequests(`Please wait ${plural(left, "second")} before requesting a new code.`, left);
  }
  const code = generateCode();
  // One clock for both times (the app's, which the countdown above reads too), not the database's for one.
  const now = Date.now();
  const row = await db.emailCode.create({
    data: {
      email,
      codeHash: hashCode(email, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_VALID_SECONDS * 1000),
    },
    select: { id: true },
  });
  try {
    await (taken ? sendAccountExistsMail(email) : sendVerificationCodeMail(email, code, locale));
  } catch (error) {
    // A code that never left must not hold the resend wait.
    await db.emailCode.delete({ where: { id: row.id } });
    throw error;
  }
  return { resendAfterSeconds: OTP_RESEND_SECONDS, validForSeconds: OTP_VALID_SECONDS };
}

/** `newCodeNeeded`: the code is dead (5 wrong tries) or expired; a new one may be asked for at once. */
export type VerifyResult = { verified: boolean; message: string; newCodeNeeded?: true };

const dead = (message: string): VerifyResult => ({ verified: false, message, newCodeNeeded: true });

/** Checks a code against the newest unverified one of the email; every wrong try counts. */
export async function verifyEmailCode(email: string, code: string): Promise<VerifyResult> {
  const current = await db.emailCode.findFirst({
    where: { email, verifiedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, attempts: true, expiresAt: true },
  });
  if (!current) return { verified: false, message: msg.invalidOtp };
  if (current.attempts >= OTP_MAX_ATTEMPTS) return dead(msg.otpTooManyAttempts);
  if (current.expiresAt.getTime() <= Date.now()) return dead(msg.otpExpired);
  if (!sameHash(current.codeHash, hashCode(email, code))) {
    // Conditional increment: concurrent guesses cannot exceed the limit.
    const counted = await db.emailCode.updateMany({
      where: { id: current.id, attempts: { lt: OTP_MAX_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    const left = OTP_MAX_ATTEMPTS - (current.attempts + 1);
    if (counted.count === 0 || left <= 0) return dead(msg.otpTooManyAttempts);
    return { verified: false, message: invalidOtpTriesLeft(left) };
  }
  const used = await db.emailCode.updateMany({
    where: { id: current.id, verifiedAt: null, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { verifiedAt: new Date() },
  });
  if (used.count === 0) return { verified: false, message: msg.invalidOtp };
  return { verified: true, message: msg.otpVerified };
}

/** True when the email was verified within the last 30 minutes. */
export async function isEmailRecentlyVerified(email: string): Promise<boolean> {
  const since = new Date(Date.now() - OTP_VERIFIED_WINDOW_SECONDS * 1000);
  const row = await db.emailCode.findFirst({
    where: { email, verifiedAt: { gte: since } },
    select: { id: true },
  });
  return row !== null;
}
