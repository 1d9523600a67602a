// Registration: a verified email, unique email and username (without regard to case, enforced by the
// database's citext column), a referral when the code is a member's.
import { isEmailRecentlyVerified } from "@/lib/accounts/otp";
import { msg } from "@/lib/accounts/messages";
import { makeReferralCode } from "@/lib/accounts/referral-code";
import type { registerInput } from "@/lib/accounts/schema";
import { ApiError, conflict } from "@/lib/errors";
import { currentUserSelect, toCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import type { z } from "zod";

export type Registration = z.output<typeof registerInput>;

function isUniqueClash(error: unknown): error is { code: string; meta?: unknown; message: string } {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

async function assertAvailable(email: string, username: string): Promise<void> {
  const [byEmail, byUsername] = await Promise.all([
    db.user.findUnique({ where: { email }, select: { id: true } }),
    // username is citext: equality (and its unique index) ignore case.
    db.user.findUnique({ where: { username }, select: { id: true } }),
  ]);
  if (byEmail) throw conflict(msg.emailTaken, { email: msg.emailTaken });
  if (byUsername) throw conflict(msg.usernameTaken, { username: msg.usernameTaken });
}

async function uniqueReferralCode(username: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const code = makeReferralCode(username);
    const clash = await db.user.findUnique({ where: { referralCode: code }, select: { id: true } });
    if (!clash) return code;
  }
  throw new Error("Could not find a free referral code");
}

/** `locale`: the language of the page registering (lib/i18n/api-locale.ts), the new member's from then on. */
export async function registerUser(
  input: Registration,
  locale = "en",
): Promise<{ user: CurrentUser; sessionVersion: number }> {
  if (!(await isEmailRecentlyVerified(input.email))) {
    throw new ApiError("bad_request", msg.verifyEmail, { email: msg.verifyEmail });
  }
  await assertAvailable(input.email, input.username);
  const [passwordHash, referralCode, referrer] = await Promise.all([
    hashPassword(input.password),
    uniqueReferralCode(input.username),
    input.referralCode
      ? db.user.findUnique({ where: { referralCode: input.referralCode }, select: { id: true } })
      : Promise.resolve(null),
  ]);
  try {
    // Only `tx` inside: the embedded database runs one transaction at a time.
    const row = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          dateOfBirth: new Date(`${input.dateOfBirth}T00:00:00Z`),
          countryCode: input.countryCode,
          mobileNumber: input.mobileNumber,
          referralCode,
          referredById: referrer?.id ?? null,
          locale,
        },
        select: currentUserSelect,
      });
      if (referrer) {
        await tx.referral.create({
          data: { referrerId: referrer.id, referredUserId: created.id, status: "pending" },
        });
      }
      await tx.emailCode.deleteMany({ where: { email: input.email } });
      return created;
    });
    return { user: toCurrentUser(row), sessionVersion: row.sessionVersion };
  } catch (error) {
    if (isUniqueClash(error)) {
      const username = JSON.stringify(error).includes("username");
      throw username
        ? conflict(msg.usernameTaken, { username: msg.usernameTaken })
        : conflict(msg.emailTaken, { email: msg.emailTaken });
    }
    throw error;
  }
}
