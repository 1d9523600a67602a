import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import type { ConsultationStatus } from "@/lib/consultations/schema";
import { db } from "@/lib/db";
import { readCountedPage } from "@/lib/paging";

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

/** The back office: every request, newest first, optionally one status, in pages. */
export async function listConsultations(
  admin: Actor,
  query: { status?: ConsultationStatus; page: number; limit: number },
) {
  assertAdmin(admin);
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
