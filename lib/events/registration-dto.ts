// Registrations as the member sees their own (with the ticket's code once they hold a place) and as the organiser
// sees each one (the member's name and email, answers, check-in). Built with `select`: never a whole user row.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RegistrationAnswer } from "@/lib/events/registration-schema";
import type { RegistrationStatus } from "@/lib/events/registration-state";
import { ticketCode, ticketQr } from "@/lib/events/ticket-code";

const isAnswer = (a: unknown): a is RegistrationAnswer => {
  const v = a as Partial<RegistrationAnswer> | null;
  return typeof v?.questionId === "string" && typeof v.question === "string" && typeof v.answer === "string";
};

export const answersFrom = (json: Prisma.JsonValue): RegistrationAnswer[] =>
  Array.isArray(json) ? json.filter(isAnswer) : [];

export const myRegistrationSelect = {
  id: true,
  eventId: true,
  number: true,
  status: true,
  answers: true,
  waitlistedAt: true,
  decisionMessage: true,
  checkedInAt: true,
  createdAt: true,
} satisfies Prisma.EventRegistrationSelect;

type MyRow = Prisma.EventRegistrationGetPayload<{ select: typeof myRegistrationSelect }>;

export type MyRegistrationDto = {
  id: string;
  eventId: string;
  status: RegistrationStatus;
  /** The ticket's code and its QR text, while the member holds a place. */
  ticket: { number: number; code: string; qr: string } | null;
  answers: RegistrationAnswer[];
  /** Their place in the waitlist's queue (1: next), while on it. */
  waitlistPosition: number | null;
  /** The organiser's message with their decision. */
  decisionMessage: string;
  checkedInAt: string | null;
  createdAt: string;
};

export function toMyRegistrationDto(row: MyRow, waitlistPosition: number | null = null): MyRegistrationDto {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    ticket:
      row.status === "registered" ? { number: row.number, code: ticketCode(row), qr: ticketQr(row) } : null,
    answers: answersFrom(row.answers),
    waitlistPosition: row.status === "waitlisted" ? waitlistPosition : null,
    decisionMessage: row.decisionMessage,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const attendeeSelect = {
  id: true,
  number: true,
  status: true,
  answers: true,
  waitlistedAt: true,
  decisionMessage: true,
  decidedAt: true,
  checkedInAt: true,
  cancelledAt: true,
  createdAt: true,
  user: { select: { firstName: true, lastName: true, email: true, username: true } },
} satisfies Prisma.EventRegistrationSelect;

type AttendeeRow = Prisma.EventRegistrationGetPayload<{ select: typeof attendeeSelect }>;

/** One registration as the organiser (and admins) read it. */
export type AttendeeDto = {
  id: string;
  number: number;
  name: string;
  email: string;
  username: string;
  status: RegistrationStatus;
  answers: RegistrationAnswer[];
  decisionMessage: string;
  createdAt: string;
  waitlistedAt: string | null;
  decidedAt: string | null;
  checkedInAt: string | null;
  cancelledAt: string | null;
};

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function toAttendeeDto(row: AttendeeRow): AttendeeDto {
  return {
    id: row.id,
    number: row.number,
    name: fullName(row.user),
    email: row.user.email,
    username: row.user.username,
    status: row.status,
    answers: answersFrom(row.answers),
    decisionMessage: row.decisionMessage,
    createdAt: row.createdAt.toISOString(),
    waitlistedAt: row.waitlistedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
