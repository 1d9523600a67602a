// Logging in: the limits, the password check, and the account as the session and the answer need it.
import { verifyCredentials } from "@/lib/accounts/credentials";
import { msg } from "@/lib/accounts/messages";
import { getUserById } from "@/lib/accounts/queries";
import type { z } from "zod";
import type { LoginInput } from "@/lib/accounts/schema";
import { unauthorized } from "@/lib/errors";
import { forgetRate, limitRate } from "@/lib/rate-limit/rules";

/**
 * Counts the attempt against the caller's address and the account (429 over either), checks the password
 * (401 'Invalid credentials' whether the email is unknown or the password wrong), then forgets the account's
 * failures. Resolves with the account (for the session cookie) and the user (for the answer).
 */
export async function loginUser(input: z.output<typeof LoginInput>, ip: string) {
  await limitRate(["loginByIp", ip], ["loginByAccount", input.email]);
  const account = await verifyCredentials(input.email, input.password);
  if (!account) throw unauthorized(msg.invalidCredentials);
  await forgetRate(["loginByAccount", input.email]);
  const user = await getUserById(account.id);
  if (!user) throw unauthorized(msg.invalidCredentials);
  return { account, user };
}
