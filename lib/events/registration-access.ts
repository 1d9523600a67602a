// Who works an event's registrations (the lists, the CSV, decisions, check-in): the member who listed it and
// admins. Anyone else signed in is refused with 403 once they can know the event exists (it is live), else 404,
// as for a job's applicants (lib/applications/access.ts).
import { canManageListing, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { eventMessages } from "@/lib/events/messages";
import { registrationMessages as m } from "@/lib/events/registration-messages";
import type { RegistrationSummary } from "@/lib/events/registration-state";
import { registrationSummaryOf, registrationSummarySelect } from "@/lib/events/registration-summary";
import { isListingId } from "@/lib/listings/ids";

const managedSelect = {
  id: true,
  title: true,
  type: true,
  status: true,
  date: true,
  endDate: true,
  location: true,
  postedById: true,
  pendingCount: true,
  checkedInCount: true,
  ...registrationSummarySelect,
} as const;

/** The event as its registrations pages head them, with the counts kept on its row. */
export type ManagedEventDto = {
  id: string;
  title: string;
  type: string;
  status: string;
  date: string | null;
  endDate: string | null;
  location: string;
  /** Its settings, as the event page reads them (null: registration on the site is off). */
  registration: RegistrationSummary | null;
  counts: { registered: number; waitlisted: number; pending: number; checkedIn: number };
};

/** The event whose registrations `actor` works: 404 unknown (or unseen), 403 live but not theirs. */
export async function findEventToManage(eventId: string, actor: Actor): Promise<ManagedEventDto> {
  const row = isListingId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: managedSelect })
    : null;
  if (!row) throw notFound(eventMessages.notFound);
  if (!canManageListing(actor, row)) {
    if (row.status === "approved") throw forbidden(m.notOrganiser);
    throw notFound(eventMessages.notFound);
  }
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    date: row.date?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    location: row.location,
    registration: registrationSummaryOf(row),
    counts: {
      registered: row.registeredCount,
      waitlisted: row.waitlistCount,
      pending: row.pendingCount,
      checkedIn: row.checkedInCount,
    },
  };
}
