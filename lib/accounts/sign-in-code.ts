// Sign-in codes: how the owner gets in while the account's password login is shut (lib/accounts/login.ts).
// 6 random digits mailed to the account's address, stored as an HMAC, valid 10 minutes, good once, dead after 5
// wrong tries (as registration's codes, lib/accounts/otp.ts); at most one mail per account per 10 minutes.
import { OTP_MAX_ATTEMPTS, OTP_VALID_SECONDS } from "@/lib/accounts/constants";
import { sendSignInCodeMail } from "@/lib/accounts/mails";
import { msg } from "@/lib/accounts/messages";
import { codeHmac, generateCode, sameHash } from "@/lib/accounts/otp";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { returnRate, withinRate } from "@/lib/rate-limit/rules";

const hashCode = (userId: string, code: string) => codeHmac(`sign-in-code:${userId}`, code);

/**
 * Mails a new code to the account of `email`, unless there is none, it is suspended, or one was mailed in the
 * last 10 minutes (loginCodeMailByAccount). A newer code replaces the older: only the newest is checked.
 * Answers whether a code went out.
 */
export async function mailSignInCode(email: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, suspendedAt: true } });
  if (!user || user.suspendedAt) return false;
  if (!(await withinRate("loginCodeMailByAccount", email))) return false;
  const code = generateCode();
  const now = Date.now();
  const row = await db.signInCode.create({
    data: {
      userId: user.id,
      codeHash: hashCode(user.id, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_VALID_SECONDS * 1000),
    },
    select: { id: true },
  });
  try {
    await sendSignInCodeMail(email, code);
  } catch (error) {
    // A code that never left must neither be checked nor hold back the next mail.
    await db.signInCode.delete({ where: { id: row.id } });
    await returnRate("loginCodeMailByAccount", email);
    throw error;
  }
  return true;
}

const invalid = () => new ApiError("bad_request", msg.signInCodeInvalid, { code: msg.signInCodeInvalid });

/**
 * Uses the newest code mailed to the account of `email`: the account's id, role and sessionVersion when it is
 * right (the code is then spent), else 400 with one message whatever was wrong (no account, no code, expired,
 * spent, killed, a wrong guess), so the answer never tells whether an account exists. A wrong guess counts;
 * the fifth kills the code. The caller checks suspension.
 */
export async function redeemSignInCode(email: string, code: string) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, role: true, sessionVersion: true, suspendedAt: true },
  });
  const current = user
    ? await db.signInCode.findFirst({
        where: { userId: user.id, usedAt: null },
        orderBy: { createdAt: "desc" },
        select: { id: true, codeHash: true, attempts: true, expiresAt: true },
      })
    : null;
  if (!user || !current) throw invalid();
  if (current.attempts >= OTP_MAX_ATTEMPTS || current.expiresAt.getTime() <= Date.now()) throw invalid();
  if (!sameHash(current.codeHash, hashCode(user.id, code))) {
    // Conditional increment: concurrent guesses cannot pass the limit.
    await db.signInCode.updateMany({
      where: { id: current.id, attempts: { lt: OTP_MAX_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    throw invalid();
  }
  const used = await db.signInCode.updateMany({
    where: {
      id: current.id,
      usedAt: null,
      attempts: { lt: OTP_MAX_ATTEMPTS },
      expiresAt: { gt: new Date() },
    },
    data: { usedAt: new Date() },
  });
  if (used.count === 0) throw invalid();
  return user;
}
