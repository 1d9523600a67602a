// An admin's decisions on consultations (the back office): each change with its audit row and the member's
// notification, then the member's mail.
import type { z } from "zod";
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { sendStatusMail } from "@/lib/consultations/mails";
import type { consultationDecisionInput } from "@/lib/consultations/schema";
import { consultationMessages as m } from "@/lib/consultations/messages";
import { db } from "@/lib/db";
import { ApiError, conflict, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { declineSlotBooking, rescheduleConsultation } from "@/lib/consultations/slot-bookings";
import { consultationChanged } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/write";

export type ConsultationDecision = {
  status: z.infer<typeof consultationDecisionInput>["status"];
  scheduledDate?: Date;
  adminNotes?: string;
};

const fromStatus = { accepted: "pending", rejected: "pending", completed: "accepted" } as const;

const auditAction = {
  accepted: "consultation.accept",
  rescheduled: "consultation.reschedule",
  rejected: "consultation.reject",
  completed: "consultation.complete",
} as const;

export { consultationDecisionInput } from "@/lib/consultations/schema";

/**
 * pending → accepted (at a time in the future) or rejected, accepted → completed; `accepted` again on an
 * accepted one moves it to a new time (its calendar SEQUENCE goes up). The row is locked while it is checked
 * and changed, so of simultaneous decisions one wins; the audit row is written with it; the member is mailed
 * after (with the .ics entry when accepted or moved). A booked slot (confirmed by the slot: no accepting) can be
 * declined with a reason (its slot freed, its coins reversed) or moved to another free slot
 * (lib/consultations/slot-bookings.ts). `now` is the clock (tests move it).
 */
export async function decideConsultation(
  admin: Actor,
  id: string,
  decision: ConsultationDecision,
  now = new Date(),
): Promise<ConsultationDto> {
  assertAdmin(admin);
  if (decision.status === "accepted") {
    if (!decision.scheduledDate) {
      throw new ApiError("validation_failed", m.timeRequired, { scheduledDate: m.timeRequired });
    }
    if (decision.scheduledDate.getTime() <= now.getTime()) {
      throw new ApiError("validation_failed", m.pastDate, { scheduledDate: m.pastDate });
    }
  }
  const slotted = isListingId(id)
    ? await db.consultation.findUnique({ where: { id }, select: { slotMinutes: true, status: true } })
    : null;
  if (slotted?.slotMinutes != null && slotted.status === "accepted" && decision.status !== "completed") {
    if (decision.status === "accepted")
      return rescheduleConsultation(admin, id, decision.scheduledDate!, now);
    const reason = decision.adminNotes?.trim();
    if (!reason) throw new ApiError("validation_failed", m.declineReason, { adminNotes: m.declineReason });
    return declineSlotBooking(
      admin,
      id,
      reason,
      (tx, row) =>
        writeAudit(tx, admin.id, {
          action: "consultation.decline",
          targetType: "consultation",
          targetId: id,
          summary: `${row.topic} (${row.email})`,
          reason,
        }),
      now,
    );
  }
  const { consultation, sequence, rescheduled } = await db.$transaction(async (tx) => {
    const [current] = isListingId(id)
      ? await tx.$queryRaw<{ status: string; calendarSequence: number }[]>`
          SELECT "status"::text AS "status", "calendarSequence" FROM "Consultation" WHERE "id" = ${id} FOR UPDATE`
      : [];
    if (!current) throw notFound(m.notFound);
    const rescheduled = decision.status === "accepted" && current.status === "accepted";
    if (!rescheduled && current.status !== fromStatus[decision.status]) {
      throw conflict(
        decision.status === "completed"
          ? "Only accepted consultations can be marked complete."
          : decision.status === "accepted"
            ? "Only pending or accepted consultations can be given a time."
            : "Only pending consultations can be accepted or rejected.",
      );
    }
    const sequence = rescheduled ? current.calendarSequence + 1 : current.calendarSequence;
    const updated = await tx.consultation.update({
      where: { id },
      data: {
        status: decision.status,
        ...(decision.adminNotes !== undefined ? { adminNotes: decision.adminNotes } : {}),
        ...(decision.status === "accepted"
          ? { scheduledDate: decision.scheduledDate, calendarSequence: sequence }
          : {}),
      },
      select: { ...consultationSelect, userId: true },
    });
    const row = toConsultationDto(updated);
    if (decision.status !== "completed") {
      const change = rescheduled ? "rescheduled" : decision.status;
      await notify(tx, consultationChanged({ ...row, userId: updated.userId }, change, admin.id));
    }
    await writeAudit(tx, admin.id, {
      action: auditAction[rescheduled ? "rescheduled" : decision.status],
      targetType: "consultation",
      targetId: id,
      summary: `${row.topic} (${row.email})`,
      reason: decision.adminNotes || null,
    });
    return { consultation: row, sequence, rescheduled };
  });
  await sendStatusMail(consultation, { sequence, rescheduled, now });
  return consultation;
}
