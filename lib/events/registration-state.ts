// Whether an event takes registrations now, from the settings and counts kept on its row (its card and page word it:
// components/events/registration-badge.tsx). Pure: no server code, so the server's HTML and the browser say the same.
import type { ApprovalMode, RegistrationQuestion } from "@/lib/events/registration-schema";

/** An event's registration as its DTO carries it (null when it does not take registrations on the site). */
export type RegistrationSummary = {
  approval: ApprovalMode;
  /** Places; null: no limit. */
  capacity: number | null;
  /** Places not taken; null: no limit. */
  placesLeft: number | null;
  /** When registration closes (ISO); null: when the event starts. */
  deadline: string | null;
  questions: RegistrationQuestion[];
  registered: number;
  waitlisted: number;
};

/** A registration's status (the database's EventRegistrationStatus). */
export type RegistrationStatus = "pending" | "registered" | "waitlisted" | "declined" | "cancelled";

export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  registered: "Registered",
  waitlisted: "Waitlist",
  pending: "Waiting for approval",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** Pending, registered and waitlisted registrations are live: the member is in, or waiting to be. */
export const isActive = (status: RegistrationStatus) =>
  status === "pending" || status === "registered" || status === "waitlisted";

/** open: a place (or a request) is taken now · waitlist: full, new registrations wait · closed: no more. */
export type RegistrationPhase = "open" | "waitlist" | "closed";

type Source = {
  status: string;
  date: string | Date | null;
  registration: RegistrationSummary | null;
};

/** True once the event has begun (an undated one never has): registration can no longer be cancelled. */
export function hasStarted(date: string | Date | null, now: Date = new Date()): boolean {
  return date !== null && new Date(date).getTime() <= now.getTime();
}

/** The instant registration closes: its deadline, else the event's start; null when neither is known. */
export function registrationClosesAt(event: Source): Date | null {
  const at = event.registration?.deadline ?? event.date;
  return at ? new Date(at) : null;
}

/** Where registration stands at `now`; null when the event does not take registrations on the site. */
export function registrationPhase(event: Source, now: Date = new Date()): RegistrationPhase | null {
  const r = event.registration;
  if (!r) return null;
  const closes = registrationClosesAt(event);
  if (event.status !== "approved" || (closes && now.getTime() >= closes.getTime())) return "closed";
  return r.placesLeft !== null && r.placesLeft <= 0 ? "waitlist" : "open";
}
