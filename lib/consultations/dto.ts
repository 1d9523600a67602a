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
  /** A slot booking's length in minutes; null for a request without a slot. */
  slotMinutes: number | null;
};

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
    slotMinutes: row.slotMinutes,
  };
}

export const consultationStatusLabels: Record<ConsultationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
};
