// The organiser's lists of an event's registrations, one status each, keyset paged: the waitlist in its queue's
// order (the first gets the next freed place), every other list newest first. Each page is one range of an index
// on (eventId, status, time, id), however many registrations the event has.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { findEventToManage, type ManagedEventDto } from "@/lib/events/registration-access";
import { decodeCursor, encodeCursor } from "@/lib/keyset-cursor";
import { attendeeSelect, toAttendeeDto, type AttendeeDto } from "@/lib/events/registration-dto";
import type { RegistrationListQuery } from "@/lib/events/registration-schema";
import type { Prisma } from "@/lib/generated/prisma/client";

export type RegistrationPage = {
  event: ManagedEventDto;
  status: RegistrationListQuery["status"];
  registrations: AttendeeDto[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
};

/** The order of a list, and the rows after a cursor in it. */
function orderOf(status: RegistrationListQuery["status"], cursor: ReturnType<typeof decodeCursor>) {
  if (status === "waitlisted") {
    const after: Prisma.EventRegistrationWhereInput | null = cursor
      ? { OR: [{ waitlistedAt: { gt: cursor.at } }, { waitlistedAt: cursor.at, id: { gt: cursor.id } }] }
      : null;
    const orderBy: Prisma.EventRegistrationOrderByWithRelationInput[] = [
      { waitlistedAt: "asc" },
      { id: "asc" },
    ];
    return {
      after,
      orderBy,
      key: (r: { waitlistedAt: Date | null; createdAt: Date }) => r.waitlistedAt ?? r.createdAt,
    };
  }
  const after: Prisma.EventRegistrationWhereInput | null = cursor
    ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] }
    : null;
  const orderBy: Prisma.EventRegistrationOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  return { after, orderBy, key: (r: { createdAt: Date }) => r.createdAt };
}

/** One page of one status's registrations of an event `actor` manages (its organiser, or an admin). */
export async function listRegistrations(
  actor: Actor,
  eventId: string,
  query: RegistrationListQuery,
): Promise<RegistrationPage> {
  const event = await findEventToManage(eventId, actor);
  const { after, orderBy, key } = orderOf(query.status, decodeCursor(query.cursor));
  const rows = await db.eventRegistration.findMany({
    where: { eventId: event.id, status: query.status, ...(after ?? {}) },
    orderBy,
    take: query.limit + 1,
    select: attendeeSelect,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    event,
    status: query.status,
    registrations: page.map(toAttendeeDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(key(last), last.id) : null,
  };
}
