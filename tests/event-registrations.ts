// Helpers for the event registration tests: an organiser's approved event that takes registrations, members with
// sessions, and the route contexts of /api/events/{id}/registrations/….
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DAY_MS } from "@/lib/format/date";
import { createTestUser, sessionCookieFor, uniqueSuffix, type TestUser } from "@/tests/accounts";

export type Member = TestUser & { cookie: string };

export async function member(role: "Admin" | "Member" = "Member"): Promise<Member> {
  const user = await createTestUser({ role });
  return { ...user, cookie: await sessionCookieFor(user) };
}

const created: string[] = [];

/** Deletes the events this file's tests made (their registrations go with them): other files count the lists. */
export async function deleteCreatedEvents() {
  await db.event.deleteMany({ where: { id: { in: created.splice(0) } } });
}

/** An approved event listed by `organiser`, 30 days ahead, taking registrations (automatic, no limit) unless told. */
export async function registrationEvent(
  organiser: { id: string },
  data: Partial<Prisma.EventUncheckedCreateInput> = {},
) {
  const event = await db.event.create({
    data: {
      title: `Builders Meetup ${uniqueSuffix()}`,
      description: "Talks and demos.",
      status: "approved",
      postedById: organiser.id,
      date: new Date(Date.now() + 30 * DAY_MS),
      location: "Bengaluru",
      contactEmail: "team@example.com",
      contactPhone: "+91 98765 43210",
      registrationEnabled: true,
      ...data,
    },
    select: { id: true, title: true, date: true },
  });
  created.push(event.id);
  return event;
}

/** The counts kept on the event's row, and the ones its registrations give. */
export async function countsOf(eventId: string) {
  const row = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { registeredCount: true, waitlistCount: true, pendingCount: true, checkedInCount: true },
  });
  const count = (where: Prisma.EventRegistrationWhereInput) =>
    db.eventRegistration.count({ where: { eventId, ...where } });
  const actual = {
    registeredCount: await count({ status: "registered" }),
    waitlistCount: await count({ status: "waitlisted" }),
    pendingCount: await count({ status: "pending" }),
    checkedInCount: await count({ checkedInAt: { not: null } }),
  };
  return { row, actual };
}

export const eventCtx = (id: string) => ({ params: Promise.resolve({ id }) });
export const registrationCtx = (id: string, registrationId: string) => ({
  params: Promise.resolve({ id, registrationId }),
});
