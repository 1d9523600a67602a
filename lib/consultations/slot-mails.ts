// The mails of a slot booking: the confirmation with its invitation (.ics METHOD:REQUEST), the team's notice, each
// later change with the updated invitation (SEQUENCE one more; METHOD:CANCEL when cancelled or declined), and
// the reminder before it (any accepted consultation's, worded from the time left). A failed mail never undoes the
// change (lib/mail/deliver keeps it to resend).
import { consultationInvite } from "@/lib/consultations/calendar";
import type { ScheduledConsultationDto } from "@/lib/consultations/dto";
import { coinsLine, joinLine, myConsultationsUrl, whenWithLength } from "@/lib/consultations/mails";
import type { Availability } from "@/lib/consultations/slot-rules";
import { startsIn } from "@/lib/consultations/starts-in";
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { deliverMail } from "@/lib/mail/deliver";
import { mailGreeting } from "@/lib/mail/greeting";
import { renderMail } from "@/lib/mail/template";

type Scheduled = ScheduledConsultationDto;
/** What the back office's Schedule sets for every session: its meeting link and length. */
type Setup = Pick<Availability, "meetingUrl" | "sessionMinutes">;

/** The member's confirmation (with the invitation) and the team's notice of a new slot booking. */
export async function sendSlotBookedMails(
  c: Scheduled,
  { coinsAwarded, meetingUrl, sessionMinutes, now }: Setup & { coinsAwarded: number; now: Date },
): Promise<void> {
  const when = whenWithLength(c, sessionMinutes);
  const invite = consultationInvite(c, 0, now, { method: "REQUEST", meetingUrl, sessionMinutes });
  const member = renderMail({
    preview: `Your consultation is booked for ${when}`,
    heading: "Consultation booked",
    paragraphs: [
      `${mailGreeting(c)} your 1:1 consultation is booked for ${when}.`,
      `Topic: ${c.topic}`,
      ...joinLine(meetingUrl),
      "Add it to your calendar with the invitation attached. You can move or cancel it from My Consultations up to 12 hours before.",
      ...coinsLine(coinsAwarded),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  const team = renderMail({
    preview: `${c.name}: ${c.topic}`,
    heading: `New consultation booked by ${c.name}`,
    paragraphs: [
      `When: ${when}`,
      `From: ${c.name} <${c.email}>, ${c.mobile}`,
      `Topic: ${c.topic}`,
      `Message: ${c.message}`,
    ],
    footnote: `Consultation ${c.id}. Reply to this mail to answer ${c.name} directly.`,
  });
  await Promise.all([
    deliverMail("consultation booked", {
      to: c.email,
      subject: "Your consultation is booked",
      ...member,
      ...(invite ? { attachments: [invite] } : {}),
    }),
    deliverMail("consultation team notice", {
      to: env.CONTACT_TO_EMAIL,
      replyTo: c.email,
      subject: `[Consultation] ${formatEventDate(c.scheduledDate)} IST: ${c.topic}`,
      ...team,
    }),
  ]);
}

type Change = "rescheduled" | "cancelled" | "declined";

const changeCopy: Record<Change, { subject: string; heading: string; line: (when: string) => string }> = {
  rescheduled: {
    subject: "Your consultation: new time",
    heading: "Consultation rescheduled",
    line: (when) => `Your consultation has a new time: ${when}.`,
  },
  cancelled: {
    subject: "Your consultation: cancelled",
    heading: "Consultation cancelled",
    line: (when) => `Your consultation of ${when} is cancelled.`,
  },
  declined: {
    subject: "Your consultation: declined",
    heading: "Consultation declined",
    line: (when) => `We are sorry: we cannot hold your consultation of ${when}.`,
  },
};

/** The member's notice of a move, a cancellation or a decline, with the updated invitation (`sequence`). */
export async function sendSlotChangeMail(
  c: Scheduled,
  change: Change,
  { sequence, meetingUrl, sessionMinutes, now }: Setup & { sequence: number; now: Date },
): Promise<void> {
  const copy = changeCopy[change];
  const line = copy.line(whenWithLength(c, sessionMinutes));
  const method = change === "rescheduled" ? "REQUEST" : "CANCEL";
  const invite = consultationInvite(c, sequence, now, { method, meetingUrl, sessionMinutes });
  const { html, text } = renderMail({
    preview: line,
    heading: copy.heading,
    paragraphs: [
      mailGreeting(c),
      line,
      `Topic: ${c.topic}`,
      ...(change === "declined" && c.adminNotes ? [`Reason: ${c.adminNotes}`] : []),
      ...(change === "rescheduled" ? joinLine(meetingUrl) : []),
      change === "rescheduled"
        ? "The invitation attached replaces the one we sent before."
        : "The attached update removes it from your calendar. Coins this booking earned are taken back.",
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  await deliverMail(`consultation ${change}`, {
    to: c.email,
    subject: copy.subject,
    html,
    text,
    ...(invite ? { attachments: [invite] } : {}),
  });
}

/** The reminder, sent up to a day before, saying when from the time left at `now` ("today at 3:30 pm IST"). */
export async function sendReminderMail(
  c: Scheduled,
  { meetingUrl, sessionMinutes, now }: Setup & { now: Date },
): Promise<void> {
  const soon = startsIn(new Date(c.scheduledDate!), now);
  const { html, text } = renderMail({
    preview: `Your consultation is ${soon}`,
    heading: "Your consultation is coming up",
    paragraphs: [
      `${mailGreeting(c)} a reminder: your consultation is ${soon}, ${whenWithLength(c, sessionMinutes)}.`,
      `Topic: ${c.topic}`,
      ...joinLine(meetingUrl),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  await deliverMail("consultation reminder", {
    to: c.email,
    subject: `Reminder: your consultation is ${soon}`,
    html,
    text,
  });
}
