// A member's own account: profile, password change, deletion.
import { countRate, forgetRate, rateRule, rateRules } from "@/lib/rate-limit/rules";
import { msg } from "@/lib/accounts/messages";
import { awardProfileCompletion } from "@/lib/coins/awards";
import { ApiError, tooManyRequests } from "@/lib/errors";
import { currentUserSelect, toCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeSessions } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";

/**
 * Saves the profile; the first time it is complete (first name, last name, bio) the profile award and a
 * pending referral's rewards are paid in the same transaction. `coinsAwarded` is what this member was paid.
 */
export async function updateProfile(
  userId: string,
  input: { firstName: string; lastName: string; bio: string },
): Promise<{ user: CurrentUser; coinsAwarded: number }> {
  return db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { firstName: input.firstName, lastName: input.lastName, bio: input.bio },
      select: { id: true },
    });
    const coinsAwarded = await awardProfileCompletion(tx, userId);
    const row = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: currentUserSelect });
    return { user: toCurrentUser(row), coinsAwarded };
  });
}

/**
 * Checks the current password, sets the new one and revokes every earlier session; returns the new version.
 * Guessing is limited as login's is (passwordChangeFailsByAccount): each check takes a place first, a wrong
 * current password keeps it (400), and once 5 are used in the window every change is refused unchecked (429
 * with Retry-After, even with the right password) until the window ends; a change that goes through clears them.
 */
export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ id: string; sessionVersion: number }> {
  const place = await countRate("passwordChangeFailsByAccount", userId);
  if (!place.allowed) {
    throw tooManyRequests(rateRules.passwordChangeFailsByAccount.message, place.retryAfterSeconds);
  }
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new ApiError("bad_request", msg.currentPasswordWrong, {
      currentPassword: msg.currentPasswordWrong,
    });
  }
  await forgetRate(["passwordChangeFailsByAccount", userId]);
  const passwordHash = await hashPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    return revokeSessions(userId, tx);
  });
}

/**
 * Deletes the account and its personal data (docs/decisions.md): the user row, reset tokens, referrals and
 * applications go (cascades); their jobs and events stay with postedBy set to null; pending email codes and
 * the rate-limit counters keyed by the email go.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    await tx.emailCode.deleteMany({ where: { email } });
    const byEmail = (
      ["loginFailsByAccount", "loginCodeMailByAccount", "otpByEmail", "forgotByEmail"] as const
    ).map((name) => rateRule(name, email));
    await tx.rateLimit.deleteMany({
      where: {
        OR: [
          { key: { in: byEmail.map((rule) => rule.key) } },
          { key: { startsWith: rateRule("loginFailsByPair", `${email} `).key } },
        ],
      },
    });
    await tx.user.delete({ where: { id: userId } });
  });
}
