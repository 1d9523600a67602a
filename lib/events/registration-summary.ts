// An event's registration settings and counts as its row keeps them, read into the summary its DTO carries.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RegistrationQuestion } from "@/lib/events/registration-schema";
import type { RegistrationSummary } from "@/lib/events/registration-state";

export const registrationSummarySelect = {
  registrationEnabled: true,
  registrationCapacity: true,
  registrationDeadline: true,
  registrationApproval: true,
  registrationQuestions: true,
  registeredCount: true,
  waitlistCount: true,
} satisfies Prisma.EventSelect;

type SummaryRow = Prisma.EventGetPayload<{ select: typeof registrationSummarySelect }>;

const isQuestion = (q: unknown): q is RegistrationQuestion => {
  const v = q as Partial<RegistrationQuestion> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    typeof v.label === "string" &&
    (v.kind === "text" || v.kind === "choice") &&
    Array.isArray(v.options) &&
    typeof v.required === "boolean"
  );
};

/** The questions a row keeps (written by the event's schema; anything else is left out). */
export function questionsOf(json: Prisma.JsonValue): RegistrationQuestion[] {
  return Array.isArray(json) ? json.filter(isQuestion) : [];
}

export function registrationSummaryOf(row: SummaryRow): RegistrationSummary | null {
  if (!row.registrationEnabled) return null;
  const capacity = row.registrationCapacity;
  return {
    approval: row.registrationApproval,
    capacity,
    placesLeft: capacity === null ? null : Math.max(0, capacity - row.registeredCount),
    deadline: row.registrationDeadline?.toISOString() ?? null,
    questions: questionsOf(row.registrationQuestions),
    registered: row.registeredCount,
    waitlisted: row.waitlistCount,
  };
}
