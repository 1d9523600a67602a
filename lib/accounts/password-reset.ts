// Forgotten passwords: a single-use link valid 1 hour, mailed only when the account exists.
import { createHash, randomBytes } from "node:crypto";
import { RESET_TOKEN_VALID_SECONDS } from "@/lib/accounts/constants";
import { sendPasswordResetMail } from "@/lib/accounts/mails";
import { msg } from "@/lib/accounts/messages";
import { ApiError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { revokeSessions } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { logFailure } from "@/lib/log";
import { forgetRate } from "@/lib/rate-limit/rules";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Mails a reset link when the account exists; does nothing otherwise. Never throws: the caller runs it after
 * its answer is sent (the same answer either way), so neither a failure nor the time the token and the mail
 * take can tell which emails have accounts.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!user) return;
    const token = randomBytes(32).toString("base64url");
    await db.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_VALID_SECONDS * 1000),
      },
    });
    await sendPasswordResetMail(user.email, token);
  } catch (error) {
    logFailure("password_reset_request_failed", error);
  }
}

/** What a reset link can still do: set a password, or nothing, because it was used, expired or never existed. */
export type ResetLinkState = "usable" | "used" | "expired" | "unknown";

/**
 * The state of the link carrying `token`, for the reset page to say at once when it no longer works. A used link's
 * row is kept; the user's other links are deleted with that use, so they read as unknown.
 */
export async function resetLinkState(token: string, now = new Date()): Promise<ResetLinkState> {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true },
  });
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "usable";
}

/**
 * Sets the new password once per token; every other token and every session of the user die with it. The
 * account's password-guessing budget starts again: the guesses were against the old password, and the link
 * proved the mailbox, so a shut password login (lib/accounts/login.ts) opens to the new password at once.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  const passwordHash = await hashPassword(password);
  const email = await db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return null;
    const row = await tx.passwordResetToken.findUniqueOrThrow({
      where: { tokenHash },
      select: { userId: true },
    });
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash },
      select: { email: true },
    });
    await tx.passwordResetToken.deleteMany({ where: { userId: row.userId, tokenHash: { not: tokenHash } } });
    await revokeSessions(row.userId, tx);
    return user.email;
  });
  if (!email) throw new ApiError("bad_request", msg.resetLinkInvalid, { token: msg.resetLinkInvalid });
  await forgetRate(["loginFailsByAccount", email]);
}
