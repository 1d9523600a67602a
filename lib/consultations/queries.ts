import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { db } from "@/lib/db";
import { totalPages } from "@/lib/validation/paging";

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
  const [total, rows] = await Promise.all([
    db.consultation.count({ where }),
    db.consultation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: consultationSelect,
    }),
  ]);
  return {
    consultations: rows.map(toConsultationDto),
    total,
    totalPages: totalPages(total, query.limit),
    currentPage: query.page,
  };
}
