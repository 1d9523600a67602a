// What every booking (a request or a slot) passes inside its transaction, with the member's row locked
// (lockMember), so simultaneous bookings are checked one after the other: the mail goes to the account's own
// address only (the form shows it read-only; the site never mails an address a caller typed), and a member holds
// at most 3 open consultations: requests waiting for a reply and bookings still to come.
import { consultationMessages as m } from "@/lib/consultations/messages";
import { MAX_OPEN_CONSULTATIONS } from "@/lib/consultations/schema";
import { ApiError, conflict } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The member's open consultations at `now`: pending requests, and accepted ones not yet begun. */
export const openConsultations = (userId: string, now: Date) =>
  ({
    userId,
    OR: [{ status: "pending" }, { status: "accepted", scheduledDate: { gt: now } }],
  }) satisfies Prisma.ConsultationWhereInput;

/**
 * Refuses an `email` other than the account's (400) and a fourth open consultation (409); answers the account's
 * address, the one the booking stores and mails. Call it after lockMember, in the booking's transaction.
 */
export async function assertCanBook(
  tx: Prisma.TransactionClient,
  userId: string,
  email: string,
  now: Date,
): Promise<string> {
  const account = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  if (email.trim().toLowerCase() !== account.email.toLowerCase()) {
    throw new ApiError("validation_failed", m.accountEmailOnly, { email: m.accountEmailOnly });
  }
  if ((await tx.consultation.count({ where: openConsultations(userId, now) })) >= MAX_OPEN_CONSULTATIONS) {
    throw conflict(m.tooManyOpen);
  }
  return account.email;
}
