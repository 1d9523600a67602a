// The registration form's own rules on top of the server's schema: the email must be verified first, and one
// message sums up what is wrong, in the spec's order.
import { z } from "zod";
import { msg } from "@/lib/accounts/messages";
import { RegisterInput } from "@/lib/accounts/schema";

/** RegisterInput plus the verified-email step (the server checks the verification itself). */
export const RegisterForm = RegisterInput.and(
  z.object({ emailVerified: z.boolean().refine(Boolean, msg.verifyEmail) }),
);

/** Missing fields first, then age, verification, password, match, terms. */
export function registerSummary(errors: Record<string, string | undefined>): string | undefined {
  const messages = Object.values(errors).filter((m): m is string => !!m);
  if (messages.includes(msg.fillAllFields)) return msg.fillAllFields;
  if (errors.dateOfBirth) return errors.dateOfBirth;
  if (errors.emailVerified) return msg.verifyEmail;
  return messages[0];
}
