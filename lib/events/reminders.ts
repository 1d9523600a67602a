// The reminder a day before an event, to each member who holds a place (with their ticket's QR code). Sent once:
// the rows are claimed (reminderSentAt set) by one statement that skips rows another run holds and re-checks the
// column, and only the claimed ones are mailed, so two instances or a double trigger never
// send one twice. A ticket given within that day was marked reminded when it was given (its own mail says when).
// Claimed in batches, so an event of thousands never holds one long transaction. The job queue calls it.
import { db } from "@/lib/db";
import { DAY_MS } from "@/lib/format/date";
import { sendRegistrationMails } from "@/lib/events/registration-mails";

const BATCH = 200;

/** Claims up to BATCH registrations due a reminder at `now`: their ids. */
async function claimBatch(now: Date): Promise<string[]> {
  const until = new Date(now.getTime() + DAY_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "EventRegistration" SET "reminderSentAt" = ${now}
    WHERE "id" IN (
      SELECT r."id" FROM "EventRegistration" r
      JOIN "Event" e ON e."id" = r."eventId"
      WHERE e."status" = 'approved' AND e."date" > ${now} AND e."date" <= ${until}
        AND r."status" = 'registered' AND r."reminderSentAt" IS NULL
      LIMIT ${BATCH}
      FOR UPDATE OF r SKIP LOCKED
    ) AND "reminderSentAt" IS NULL
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

/** Mails every registered member of an approved event starting within 24 hours of `now` not reminded yet. */
export async function sendEventReminders(now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const ids = await claimBatch(now);
    await sendRegistrationMails(
      ids.map((registrationId) => ({ registrationId, kind: "reminder" })),
      now,
    );
    sent += ids.length;
    if (ids.length < BATCH) return sent;
  }
}
