// A scheduled consultation as a calendar invitation (lib/seo/ical.ts), mailed as an .ics file: its UID stays the
// same for the consultation's life, its SEQUENCE goes up each time it changes (a new time, a cancellation), so a
// calendar replaces the earlier entry instead of adding a second one. METHOD:REQUEST invites, METHOD:CANCEL
// withdraws the invitation.
import type { ConsultationDto } from "@/lib/consultations/dto";

type Scheduled = ConsultationDto & { slotMinutes?: number | null };
import { env } from "@/lib/env";
import type { MailAttachment } from "@/lib/mail/send";
import { icalendar, type CalendarMethod } from "@/lib/seo/ical";

/** A consultation accepted by the team without a slot holds the hour (sessions last 30–60 minutes). */
const DEFAULT_MINUTES = 60;

export function consultationUid(id: string): string {
  return `consultation-${id}@${new URL(env.SITE_URL).hostname}`;
}

const organizer = () => env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;

export function consultationInvite(
  c: Scheduled,
  sequence: number,
  now: Date = new Date(),
  {
    method = "REQUEST",
    meetingUrl = "",
  }: { method?: Exclude<CalendarMethod, "PUBLISH">; meetingUrl?: string } = {},
): MailAttachment | null {
  if (!c.scheduledDate) return null;
  const start = new Date(c.scheduledDate);
  const notes = [
    ...(meetingUrl ? [`Join: ${meetingUrl}`] : []),
    ...(c.adminNotes ? [`Notes from the team: ${c.adminNotes}`] : []),
  ];
  const content = icalendar(
    {
      name: "Builders Hub consultation",
      method,
      events: [
        {
          uid: consultationUid(c.id),
          start,
          end: new Date(start.getTime() + (c.slotMinutes ?? DEFAULT_MINUTES) * 60_000),
          sequence,
          status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
          organizer: organizer(),
          attendee: c.email,
          title: `Builders Hub consultation: ${c.topic}`,
          description: notes.join("\n"),
          location: meetingUrl,
          url: new URL("/dashboard/consultations", env.SITE_URL).toString(),
          lastModified: now,
        },
      ],
    },
    now,
  );
  return {
    filename: "consultation.ics",
    content,
    contentType: "text/calendar; charset=utf-8",
  };
}
