import { consultationSelect, toConsultationDto, type ConsultationDto } from "@/lib/consultations/dto";
import { db } from "@/lib/db";

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
