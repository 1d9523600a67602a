// The mails of a slot booking: the confirmation with its invitation (.ics METHOD:REQUEST), the team's notice, each
// later change with the updated invitation (SEQUENCE one more; METHOD:CANCEL when cancelled or declined), and
// the reminder a day before. A failed mail never undoes the change (lib/mail/deliver keeps it to resend).
import { mailGreeting } from "@/lib/mail/greeting";
import { consultationInvite } from "@/lib/consultations/calendar";
import type { ConsultationDto } from "@/lib/consultations/dto";

type Scheduled = ConsultationDto & { slotMinutes?: number | null };
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

const myConsultationsUrl = () => new URL("/dashboard/consultations", env.SITE_URL).toString();
const when = (c: Scheduled) => `${formatEventDate(c.scheduledDate)} IST (${c.slotMinutes ?? 60} minutes)`;
const joinLine = (meetingUrl: string) => (meetingUrl ? [`Join the call: ${meetingUrl}`] : []);

/** The member's confirmation (with the invitation) and the team's notice of a new slot booking. */
export async function sendSlotBookedMails(
  c: Scheduled,
  { coinsAwarded, meetingUrl, now }: { coinsAwarded: number; meetingUrl: string; now: Date },
): Promise<void> {
  const invite = consultationInvite(c, 0, now, { method: "REQUEST", meetingUrl });
  const member = renderMail({
    preview: `Your consultation is booked for ${when(c)}`,
    heading: "Consultation booked",
    paragraphs: [
      `${mailGreeting(c)} your 1:1 consultation is booked for ${when(c)}.`,
      `Topic: ${c.topic}`,
      ...joinLine(meetingUrl),
      "Add it to your calendar with the invitation attached. You can move or cancel it from My Consultations up to 12 hours before.",
      ...(coinsAwarded > 0 ? [`You earned ${coinsAwarded} coins for booking.`] : []),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  const team = renderMail({
    preview: `${c.name}: ${c.topic}`,
    heading: `New consultation booked by ${c.name}`,
    paragraphs: [
      `When: ${when(c)}`,
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

const changeCopy: Record<Change, { subject: string; heading: string; line: (c: Scheduled) => string }> = {
  rescheduled: {
    subject: "Your consultation: new time",
    heading: "Consultation rescheduled",
    line: (c) => `Your consultation has a new time: ${when(c)}.`,
  },
  cancelled: {
    subject: "Your consultation: cancelled",
    heading: "Consultation cancelled",
    line: (c) => `Your consultation of ${when(c)} is cancelled.`,
  },
  declined: {
    subject: "Your consultation: declined",
    heading: "Consultation declined",
    line: (c) => `We are sorry: we cannot hold your consultation of ${when(c)}.`,
  },
};

/** The member's notice of a move, a cancellation or a decline, with the updated invitation (`sequence`). */
export async function sendSlotChangeMail(
  c: Scheduled,
  change: Change,
  { sequence, meetingUrl, now }: { sequence: number; meetingUrl: string; now: Date },
): Promise<void> {
  const copy = changeCopy[change];
  const method = change === "rescheduled" ? "REQUEST" : "CANCEL";
  const invite = consultationInvite(c, sequence, now, { method, meetingUrl });
  const { html, text } = renderMail({
    preview: copy.line(c),
    heading: copy.heading,
    paragraphs: [
      mailGreeting(c),
      copy.line(c),
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

/** The reminder a day before. */
export async function sendReminderMail(c: Scheduled, meetingUrl: string): Promise<void> {
  const { html, text } = renderMail({
    preview: `Your consultation is tomorrow: ${when(c)}`,
    heading: "Your consultation is coming up",
    paragraphs: [
      `${mailGreeting(c)} a reminder: your consultation is at ${when(c)}.`,
      `Topic: ${c.topic}`,
      ...joinLine(meetingUrl),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  await deliverMail("consultation reminder", {
    to: c.email,
    subject: "Reminder: your consultation is tomorrow",
    html,
    text,
  });
}
