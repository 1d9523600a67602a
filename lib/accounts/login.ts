// Logging in: the limits, the password check, the sign-in code of a shut account, and the account as the
// session and the answer need it.
import { verifyCredentials } from "@/lib/accounts/credentials";
import { msg } from "@/lib/accounts/messages";
import { getUserById } from "@/lib/accounts/queries";
import type { z } from "zod";
import type { loginCodeInput, loginInput } from "@/lib/accounts/schema";
import { mailSignInCode, redeemSignInCode } from "@/lib/accounts/sign-in-code";
import { writeAudit } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/errors";
import { logLine } from "@/lib/log";
import {
  countRate,
  forgetRate,
  limitRate,
  rateRules,
  rateState,
  returnRate,
  withinRate,
} from "@/lib/rate-limit/rules";

/** Runs work once the answer is sent (next/server's `after` in a route), so its time tells nothing. */
export type Later = (task: () => Promise<void>) => void;

/** Runs `task`, logging instead of throwing: it runs after the answer, where nobody could be told. */
async function quietly(event: string, task: () => Promise<unknown>): Promise<void> {
  try {
    await task();
  } catch (error) {
    logLine("error", { event, message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The answer to every password attempt while an account's password login is shut: the same for any address,
 * any password, known email or not (its `errors.stepUp` tells the login form to ask for the code). After the
 * answer, the owner is mailed a sign-in code unless one went out in the last 10 minutes (no account, no mail).
 */
function refuseShut(email: string, retryAfterSeconds: number, later: Later) {
  later(() => quietly("sign_in_code_failed", () => mailSignInCode(email)));
  return tooManyRequests(msg.loginLocked, retryAfterSeconds, { stepUp: "code" });
}

/** The password login of `email` has just been shut: one audit row with the count, and the owner's code. */
async function noteShut(email: string, failures: number): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return;
  const minutes = rateRules.loginFailsByAccount.windowSeconds / 60;
  await db.$transaction((tx) =>
    writeAudit(tx, null, {
      action: "login.locked",
      targetType: "user",
      targetId: user.id,
      summary: `${failures} failed password logins for ${email} within ${minutes} minutes: password login shut for the rest of the window; the owner can sign in with a mailed code`,
    }),
  );
  await mailSignInCode(email);
}

/**
 * Counts the attempt against the caller's address (429 over it), then applies the account's guessing limits:
 * an address that failed 5 times for the account waits (loginFailsByPair); once the account has used its
 * budget of password checks (loginFailsByAccount: 20 in 15 minutes from anywhere), every attempt is refused
 * unchecked with the step-up answer, so guesses from any number of addresses learn nothing more, and the owner
 * signs in with the mailed code (loginWithCode). Checks the password (401 'Invalid credentials' whether the
 * email is unknown or the password wrong; a failure is counted for the account and the address), then
 * forgets this address's failures. `later` runs the crossing's audit row and mail after the answer. Resolves
 * with the account (for the session cookie) and the user (for the answer).
 */
export async function loginUser(input: z.output<typeof loginInput>, ip: string, later: Later) {
  await limitRate(["loginByIp", ip]);
  const { email } = input;
  const pair = `${email} ${ip}`;
  const [byAccount, byPair] = await Promise.all([
    rateState("loginFailsByAccount", email),
    rateState("loginFailsByPair", pair),
  ]);
  if (byAccount.over) throw refuseShut(email, byAccount.retryAfterSeconds, later);
  if (byPair.over) throw tooManyRequests(rateRules.loginFailsByPair.message, byPair.retryAfterSeconds);
  // The check takes its place in the budget first (a right password gives it back): concurrent guesses
  // cannot all slip through under the limit.
  const place = await countRate("loginFailsByAccount", email);
  if (!place.allowed) throw refuseShut(email, place.retryAfterSeconds, later);
  const account = await verifyCredentials(email, input.password);
  if (!account) {
    await withinRate("loginFailsByPair", pair);
    if (place.count === rateRules.loginFailsByAccount.limit) {
      later(() => quietly("login_lock_note_failed", () => noteShut(email, place.count)));
    }
    throw unauthorized(msg.invalidCredentials);
  }
  await Promise.all([returnRate("loginFailsByAccount", email), forgetRate(["loginFailsByPair", pair])]);
  if (account === "suspended") throw forbidden(msg.suspended);
  const user = await getUserById(account.id);
  if (!user) throw unauthorized(msg.invalidCredentials);
  return { account, user };
}

/**
 * Signs the owner in with the code mailed while the account's password login was shut (400 for any wrong,
 * spent or expired code, 403 for a suspended account); the attempt counts against the address as a login
 * does. The account's budget starts again and this address's failures are forgotten.
 */
export async function loginWithCode(input: z.output<typeof loginCodeInput>, ip: string) {
  await limitRate(["loginByIp", ip]);
  const { email } = input;
  const found = await redeemSignInCode(email, input.code);
  if (found.suspendedAt) throw forbidden(msg.suspended);
  await forgetRate(["loginFailsByAccount", email], ["loginFailsByPair", `${email} ${ip}`]);
  const user = await getUserById(found.id);
  if (!user) throw unauthorized(msg.invalidCredentials);
  return { account: { id: found.id, role: found.role, sessionVersion: found.sessionVersion }, user };
}
