// A member's "Interested" mark on an event, which puts the event in their calendar feed (lib/calendar). Marking
// and unmarking are idempotent: the answer says the state after the call.
import { assertUser, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { eventMessages } from "@/lib/events/messages";

/** Only an approved event can be marked (what the feed lists); anything else is 404, as if it did not exist. */
async function assertMarkable(eventId: string) {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { status: true } });
  if (event?.status !== "approved") throw notFound(eventMessages.notFound);
}

export async function markInterest(actor: Actor, eventId: string): Promise<{ interested: true }> {
  const member = assertUser(actor);
  await assertMarkable(eventId);
  await db.eventInterest.createMany({ data: [{ userId: member.id, eventId }], skipDuplicates: true });
  return { interested: true };
}

export async function unmarkInterest(actor: Actor, eventId: string): Promise<{ interested: false }> {
  const member = assertUser(actor);
  await db.eventInterest.deleteMany({ where: { userId: member.id, eventId } });
  return { interested: false };
}

export async function isInterested(actor: Actor, eventId: string): Promise<boolean> {
  const row = await db.eventInterest.findUnique({
    where: { userId_eventId: { userId: actor.id, eventId } },
    select: { eventId: true },
  });
  return row !== null;
}
