// The registration form's summary: one message sums up what is wrong, in the spec's order (its schema,
// registerForm, is in lib/accounts/schema.ts).
import { msg } from "@/lib/accounts/messages";

/** Missing fields first, then age, verification, password, match, terms. */
export function registerSummary(errors: Record<string, string | undefined>): string | undefined {
  const messages = Object.values(errors).filter((m): m is string => !!m);
  if (messages.includes(msg.fillAllFields)) return msg.fillAllFields;
  if (errors.dateOfBirth) return errors.dateOfBirth;
  if (errors.emailVerified) return msg.verifyEmail;
  return messages[0];
}
