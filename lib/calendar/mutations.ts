// A member's calendar feed token: made on first use, replaced on reset (the old address then answers 404).
import { db } from "@/lib/db";
import { assertUser, type Actor } from "@/lib/auth/policy";
import { newFeedToken } from "@/lib/calendar/token";

/**
 * The member's feed token, made now if they have none: INSERT … ON CONFLICT DO NOTHING, then read, so two first
 * requests at once both get the one kept (an upsert may read, then both create, and one fail).
 */
export async function feedTokenFor(actor: Actor): Promise<string> {
  const member = assertUser(actor);
  await db.calendarFeed.createMany({
    data: [{ userId: member.id, token: newFeedToken() }],
    skipDuplicates: true,
  });
  const row = await db.calendarFeed.findUniqueOrThrow({
    where: { userId: member.id },
    select: { token: true },
  });
  return row.token;
}

/** A new token in place of the old one. */
export async function resetFeedToken(actor: Actor): Promise<string> {
  const member = assertUser(actor);
  const token = newFeedToken();
  await db.calendarFeed.upsert({
    where: { userId: member.id },
    create: { userId: member.id, token },
    update: { token, createdAt: new Date() },
  });
  return token;
}
