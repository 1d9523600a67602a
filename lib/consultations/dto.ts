// A consultation as its member (and the back office) sees it.
import type { ConsultationStatus, Prisma } from "@/lib/generated/prisma/client";

export type ConsultationDto = {
  id: string;
  topic: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  preferredDate: string | null;
  requestDate: string;
  scheduledDate: string | null;
  status: ConsultationStatus;
  adminNotes: string;
};

/**
 * A consultation as the back office, the mails and the invitations read it: with a slot booking's length in
 * minutes (null for a request without a slot). The member's API answers keep the ConsultationDto shape.
 */
export type ScheduledConsultationDto = ConsultationDto & { slotMinutes: number | null };

export const consultationSelect = {
  id: true,
  topic: true,
  name: true,
  email: true,
  mobile: true,
  message: true,
  preferredDate: true,
  createdAt: true,
  scheduledDate: true,
  status: true,
  adminNotes: true,
  slotMinutes: true,
} as const satisfies Prisma.ConsultationSelect;

type ConsultationRow = Prisma.ConsultationGetPayload<{ select: typeof consultationSelect }>;

export function toConsultationDto(row: ConsultationRow): ConsultationDto {
  return {
    id: row.id,
    topic: row.topic,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.message,
    preferredDate: row.preferredDate?.toISOString() ?? null,
    requestDate: row.createdAt.toISOString(),
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    status: row.status,
    adminNotes: row.adminNotes,
  };
}

export function toScheduledDto(row: ConsultationRow): ScheduledConsultationDto {
  return { ...toConsultationDto(row), slotMinutes: row.slotMinutes };
}

/** The ConsultationDto shape of a scheduled one (an API answer). */
export function withoutSlot(c: ScheduledConsultationDto): ConsultationDto {
  const copy: Partial<ScheduledConsultationDto> = { ...c };
  delete copy.slotMinutes;
  return copy as ConsultationDto;
}

export const consultationStatusLabels: Record<ConsultationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
};
