// A scheduled consultation as a calendar invitation (lib/seo/ical.ts), mailed as an .ics file: its UID stays the
// same for the consultation's life, its SEQUENCE goes up each time it changes (a new time, a cancellation), so a
// calendar replaces the earlier entry instead of adding a second one. METHOD:REQUEST invites, METHOD:CANCEL
// withdraws the invitation; the attachment's MIME type names the same method (RFC 6047), which is what makes
// Outlook and Gmail show it as an invitation. The organiser is the configured sender (MAIL_FROM).
import type { ConsultationDto } from "@/lib/consultations/dto";
import { env } from "@/lib/env";
import type { MailAttachment } from "@/lib/mail/send";
import { ICAL_CONTENT_TYPE, icalendar, type CalendarMethod } from "@/lib/seo/ical";

type Scheduled = ConsultationDto & { slotMinutes?: number | null };

type InviteMethod = Exclude<CalendarMethod, "PUBLISH">;

/** The invitation's words in the member's language (lib/consultations/mails.ts); English without. */
export type InviteWords = {
  name: string;
  title: (topic: string) => string;
  join: (url: string) => string;
  notes: (notes: string) => string;
};

const englishWords: InviteWords = {
  name: "Builders Hub consultation",
  title: (topic) => `Builders Hub consultation: ${topic}`,
  join: (url) => `Join: ${url}`,
  notes: (notes) => `Notes from the team: ${notes}`,
};

export function consultationUid(id: string): string {
  return `consultation-${id}@${new URL(env.SITE_URL).hostname}`;
}

/** How long a consultation lasts: its slot's length, else (a request the team gave a time) the configured one. */
export const sessionLength = (c: { slotMinutes?: number | null }, sessionMinutes: number) =>
  c.slotMinutes ?? sessionMinutes;

/** The sender's address, without its display name ("Builders Hub <hello@…>" → "hello@…"). */
const organizer = () => env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;

/** The MIME type of an invitation: iCalendar with the method it carries (RFC 6047 §2.4). */
export const inviteContentType = (method: InviteMethod) => `${ICAL_CONTENT_TYPE}; method=${method}`;

export function consultationInvite(
  c: Scheduled,
  sequence: number,
  now: Date,
  {
    method = "REQUEST",
    meetingUrl,
    sessionMinutes,
    words = englishWords,
  }: { method?: InviteMethod; meetingUrl: string; sessionMinutes: number; words?: InviteWords },
): MailAttachment | null {
  if (!c.scheduledDate) return null;
  const start = new Date(c.scheduledDate);
  const notes = [
    ...(meetingUrl ? [words.join(meetingUrl)] : []),
    ...(c.adminNotes ? [words.notes(c.adminNotes)] : []),
  ];
  const content = icalendar(
    {
      name: words.name,
      method,
      events: [
        {
          uid: consultationUid(c.id),
          start,
          end: new Date(start.getTime() + sessionLength(c, sessionMinutes) * 60_000),
          sequence,
          status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
          organizer: organizer(),
          attendee: c.email,
          title: words.title(c.topic),
          description: notes.join("\n"),
          location: meetingUrl,
          url: new URL("/dashboard/consultations", env.SITE_URL).toString(),
          lastModified: now,
        },
      ],
    },
    now,
  );
  return { filename: "consultation.ics", content, contentType: inviteContentType(method) };
}
