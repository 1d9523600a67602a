import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { db } from "@/lib/db";
import { readCountedPage } from "@/lib/validation/paging";

/** GET /api/consultations/mine: the member's requests, newest first. */
export async function listMyConsultations(userId: string): Promise<ConsultationDto[]> {
  const rows = await db.consultation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: consultationSelect,
  });
  return rows.map(toConsultationDto);
}

export const consultationStatuses = ["pending", "accepted", "rejected", "completed", "cancelled"] as const;

/** The back office: every request, newest first, optionally one status, in pages. */
export async function listConsultations(query: {
  status?: (typeof consultationStatuses)[number];
  page: number;
  limit: number;
}) {
  const where = query.status ? { status: query.status } : {};
  const { items, ...counts } = await readCountedPage(
    query,
    () => db.consultation.count({ where }),
    (window) =>
      db.consultation.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: consultationSelect,
      }),
  );
  return { consultations: items.map(toConsultationDto), ...counts };
}
