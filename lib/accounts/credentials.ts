// Checking an email and password, in about the same time whether or not the account exists.
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";

let dummyHash: Promise<string> | undefined;

/**
 * The user's id, role and sessionVersion when the password matches; null otherwise. A suspended account gets
 * `suspended` instead (after the password check, so a guess learns nothing).
 */
export async function verifyCredentials(email: string, password: string) {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, role: true, sessionVersion: true, passwordHash: true, suspendedAt: true },
  });
  if (!user) {
    // Spend the same argon2 work on a throwaway hash, so timing does not tell which emails exist.
    dummyHash ??= hashPassword("not-a-real-password-0000");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  if (user.suspendedAt) return "suspended" as const;
  return { id: user.id, role: user.role, sessionVersion: user.sessionVersion };
}
