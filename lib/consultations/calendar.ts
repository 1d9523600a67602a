// An accepted consultation as a calendar entry (lib/seo/ical.ts), mailed as an .ics file: its UID stays the
// same for the consultation's life, its SEQUENCE goes up each time the time changes, so a calendar replaces the
// earlier entry instead of adding a second one.
import type { ConsultationDto } from "@/lib/consultations/dto";
import { env } from "@/lib/env";
import type { MailAttachment } from "@/lib/mail/send";
import { icalendar } from "@/lib/seo/ical";

/** Sessions last 30–60 minutes (the site's promise): the entry holds the hour. */
const LENGTH_MS = 60 * 60_000;

export function consultationUid(id: string): string {
  return `consultation-${id}@${new URL(env.SITE_URL).hostname}`;
}

export function consultationInvite(
  c: ConsultationDto,
  sequence: number,
  now: Date = new Date(),
): MailAttachment | null {
  if (!c.scheduledDate) return null;
  const start = new Date(c.scheduledDate);
  const content = icalendar(
    {
      name: "Builders Hub consultation",
      events: [
        {
          uid: consultationUid(c.id),
          start,
          end: new Date(start.getTime() + LENGTH_MS),
          sequence,
          title: `Builders Hub consultation: ${c.topic}`,
          description: c.adminNotes ? `Notes from the team: ${c.adminNotes}` : "",
          location: "",
          url: new URL("/dashboard/consultations", env.SITE_URL).toString(),
          lastModified: now,
        },
      ],
    },
    now,
  );
  return { filename: "consultation.ics", content, contentType: "text/calendar; charset=utf-8" };
}
