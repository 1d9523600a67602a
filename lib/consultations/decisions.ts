// An admin's decisions on consultations (the back office): each change, its audit row and then the member's
// mail.
import type { z } from "zod";
import { writeAudit } from "@/lib/audit/log";
import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { sendStatusMail } from "@/lib/consultations/mails";
import { consultationMessages as m, type consultationDecisionInput } from "@/lib/consultations/schema";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";

export type ConsultationDecision = {
  status: z.infer<typeof consultationDecisionInput>["status"];
  scheduledDate?: Date;
  adminNotes?: string;
};

const fromStatus = { accepted: "pending", rejected: "pending", completed: "accepted" } as const;

/**
 * pending → accepted or rejected, accepted → completed. The status check and the change are one UPDATE, so of
 * simultaneous decisions one wins; the audit row is written with it; the member is mailed after.
 */
export { consultationDecisionInput } from "@/lib/consultations/schema";

export async function decideConsultation(
  adminId: string,
  id: string,
  decision: ConsultationDecision,
): Promise<ConsultationDto> {
  const consultation = await db.$transaction(async (tx) => {
    const { count } = isListingId(id)
      ? await tx.consultation.updateMany({
          where: { id, status: fromStatus[decision.status] },
          data: {
            status: decision.status,
            ...(decision.adminNotes !== undefined ? { adminNotes: decision.adminNotes } : {}),
            ...(decision.status === "accepted" && decision.scheduledDate
              ? { scheduledDate: decision.scheduledDate }
              : {}),
          },
        })
      : { count: 0 };
    if (count === 0) {
      const exists = isListingId(id) ? await tx.consultation.count({ where: { id } }) : 0;
      if (!exists) throw notFound(m.notFound);
      throw conflict(
        decision.status === "completed"
          ? "Only accepted consultations can be marked complete."
          : "Only pending consultations can be accepted or rejected.",
      );
    }
    const row = toConsultationDto(
      await tx.consultation.findUniqueOrThrow({ where: { id }, select: consultationSelect }),
    );
    await writeAudit(tx, adminId, {
      action: `consultation.${decision.status === "accepted" ? "accept" : decision.status === "rejected" ? "reject" : "complete"}`,
      targetType: "consultation",
      targetId: id,
      summary: `${row.topic} (${row.email})`,
      reason: decision.adminNotes || null,
    });
    return row;
  });
  await sendStatusMail(consultation);
  return consultation;
}
