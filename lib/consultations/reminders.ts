// The reminder up to a day before each scheduled consultation, worded from the time left ("today at 3:30 pm IST":
// lib/consultations/starts-in.ts). Sent once: the rows are claimed (reminderSentAt set)
// in one statement that skips rows another trigger holds and re-checks the column, inside a transaction, and only
// the claimed ones are mailed, so two instances or a double trigger never send one twice.
import { getAvailability } from "@/lib/consultations/availability";
import { consultationSelect, toScheduledDto } from "@/lib/consultations/dto";
import { REMINDER_MS } from "@/lib/consultations/slot-rules";
import { sendReminderMail } from "@/lib/consultations/slot-mails";
import { db } from "@/lib/db";

/** Mails every accepted consultation starting within 24 hours of `now` not reminded yet; answers how many. */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_MS);
  const claimed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "Consultation" SET "reminderSentAt" = ${now}
      WHERE "id" IN (
        SELECT "id" FROM "Consultation"
        WHERE "status" = 'accepted' AND "reminderSentAt" IS NULL
          AND "scheduledDate" > ${now} AND "scheduledDate" <= ${until}
        FOR UPDATE SKIP LOCKED
      ) AND "reminderSentAt" IS NULL
      RETURNING "id"`;
    return tx.consultation.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      select: consultationSelect,
    });
  });
  if (claimed.length === 0) return 0;
  const { meetingUrl, sessionMinutes } = await getAvailability();
  for (const row of claimed) await sendReminderMail(toScheduledDto(row), { meetingUrl, sessionMinutes, now });
  return claimed.length;
}
