// Logging in: the limits, the password check, and the account as the session and the answer need it.
import { verifyCredentials } from "@/lib/accounts/credentials";
import { msg } from "@/lib/accounts/messages";
import { getUserById } from "@/lib/accounts/queries";
import type { z } from "zod";
import type { LoginInput } from "@/lib/accounts/schema";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/errors";
import { forgetRate, limitRate, rateRules, rateState, withinRate } from "@/lib/rate-limit/rules";

/**
 * Guessing is throttled without locking the owner out: an address that failed 5 times for an account waits;
 * past 20 failures for the account from anywhere, every address that has failed for it waits, while one with
 * no failures (the owner's) still gets in with the right password.
 */
async function assertMayTry(email: string, pair: string) {
  const [byPair, byAccount] = await Promise.all([
    rateState("loginFailsByPair", pair),
    rateState("loginFailsByAccount", email),
  ]);
  if (byPair.over) throw tooManyRequests(rateRules.loginFailsByPair.message, byPair.retryAfterSeconds);
  if (byPair.count > 0 && byAccount.over) {
    throw tooManyRequests(rateRules.loginFailsByAccount.message, byAccount.retryAfterSeconds);
  }
}

/**
 * Counts the attempt against the caller's address (429 over it), applies the account's guessing limits, checks
 * the password (401 'Invalid credentials' whether the email is unknown or the password wrong; a failure is
 * counted for the account and the address), then forgets this address's failures. Resolves with the account
 * (for the session cookie) and the user (for the answer).
 */
export async function loginUser(input: z.output<typeof LoginInput>, ip: string) {
  await limitRate(["loginByIp", ip]);
  const pair = `${input.email} ${ip}`;
  await assertMayTry(input.email, pair);
  const account = await verifyCredentials(input.email, input.password);
  if (!account) {
    await Promise.all([withinRate("loginFailsByPair", pair), withinRate("loginFailsByAccount", input.email)]);
    throw unauthorized(msg.invalidCredentials);
  }
  await forgetRate(["loginFailsByPair", pair]);
  if (account === "suspended") throw forbidden(msg.suspended);
  const user = await getUserById(account.id);
  if (!user) throw unauthorized(msg.invalidCredentials);
  return { account, user };
}
