// The reason of a rejection: required (5–500 characters) wherever an admin rejects, except the documented
// PUT /api/jobs/{id}, whose callers may send none and get the spec's 'Rejected by admin'. That stored default
// is not a reason: the poster is told plainly that none was given.
import { z } from "zod";

/** The spec's rejectionReason when the admin gave none (PUT /api/jobs/{id} answers it as it is). */
export const REJECTED_BY_ADMIN = "Rejected by admin";

export const rejectionMessages = {
  required: "Please give a reason of at least 5 characters",
  tooLong: "Reason must be 500 characters or less",
  none: "No reason was given",
};

export const rejectionReason = z
  .string(rejectionMessages.required)
  .trim()
  .min(5, rejectionMessages.required)
  .max(500, rejectionMessages.tooLong);

/** The same rule where a reason may be left out (PUT /api/jobs/{id}): absent or blank means none. */
export const optionalRejectionReason = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  rejectionReason.optional(),
);

/** The reason as the poster reads it: what the admin wrote, or null when none was given. */
export function givenReason(reason: string | null | undefined): string | null {
  const text = reason?.trim();
  return text && text !== REJECTED_BY_ADMIN ? text : null;
}

/** "Reason: ….", or the plain statement that none was given. */
export function reasonLine(reason: string | null | undefined): string {
  const given = givenReason(reason);
  if (!given) return `${rejectionMessages.none}.`;
  return /[.!?]$/.test(given) ? `Reason: ${given}` : `Reason: ${given}.`;
}
