// The mails of a slot booking: the confirmation with its invitation (.ics METHOD:REQUEST), the team's notice, each
// later change with the updated invitation (SEQUENCE one more; METHOD:CANCEL when cancelled or declined), and
// the reminder before it (any accepted consultation's, worded from the time left). A failed mail never undoes the
// change (lib/mail/deliver keeps it to resend). The member's in their language (their row's), the team's in English.
import { consultationInvite } from "@/lib/consultations/calendar";
import type { ScheduledConsultationDto } from "@/lib/consultations/dto";
import {
  coinsLine,
  inviteWords,
  joinLine,
  memberWords,
  myConsultationsUrl,
  whenWithLength,
} from "@/lib/consultations/mails";
import type { Availability } from "@/lib/consultations/slot-rules";
import { env } from "@/lib/env";
import { formatEventDate, formatIstTime, formatIstWeekday, istDayStamp } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";
import { deliverMail } from "@/lib/mail/deliver";
import { mailGreeting } from "@/lib/mail/greeting";
import type { MailT } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";

type Scheduled = ScheduledConsultationDto;
/** What the back office's Schedule sets for every session: its meeting link and length. */
type Setup = Pick<Availability, "meetingUrl" | "sessionMinutes">;

/** The member's confirmation (with the invitation) and the team's notice of a new slot booking. */
export async function sendSlotBookedMails(
  c: Scheduled,
  { coinsAwarded, meetingUrl, sessionMinutes, now }: Setup & { coinsAwarded: number; now: Date },
): Promise<void> {
  const { locale, t } = await memberWords(c);
  const when = whenWithLength(c, sessionMinutes, t, locale);
  const words = inviteWords(t);
  const invite = consultationInvite(c, 0, now, { method: "REQUEST", meetingUrl, sessionMinutes, words });
  const member = renderMail({
    preview: t("consultations.booked.preview", { when }),
    heading: t("consultations.booked.heading"),
    paragraphs: [
      t("consultations.booked.line", { greeting: mailGreeting(c, t), when }),
      t("consultations.topic", { topic: c.topic }),
      ...joinLine(meetingUrl, t),
      t("consultations.booked.calendar"),
      ...coinsLine(coinsAwarded, t),
    ],
    button: { label: t("consultations.button"), url: myConsultationsUrl(locale) },
  });
  const team = renderMail({
    preview: `${c.name}: ${c.topic}`,
    heading: `New consultation booked by ${c.name}`,
    paragraphs: [
      `When: ${formatEventDate(c.scheduledDate)} IST (${plural(c.slotMinutes ?? sessionMinutes, "minute")})`,
      `From: ${c.name} <${c.email}>, ${c.mobile}`,
      `Topic: ${c.topic}`,
      `Message: ${c.message}`,
    ],
    footnote: `Consultation ${c.id}. Reply to this mail to answer ${c.name} directly.`,
  });
  await Promise.all([
    deliverMail("consultation booked", {
      to: c.email,
      subject: t("consultations.booked.subject"),
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

/** The member's notice of a move, a cancellation or a decline, with the updated invitation (`sequence`). */
export async function sendSlotChangeMail(
  c: Scheduled,
  change: Change,
  { sequence, meetingUrl, sessionMinutes, now }: Setup & { sequence: number; now: Date },
): Promise<void> {
  const { locale, t } = await memberWords(c);
  const line = t(`consultations.change.${change}.line`, { when: whenWithLength(c, sessionMinutes, t, locale) });
  const method = change === "rescheduled" ? "REQUEST" : "CANCEL";
  const words = inviteWords(t);
  const invite = consultationInvite(c, sequence, now, { method, meetingUrl, sessionMinutes, words });
  const { html, text } = renderMail({
    preview: line,
    heading: t(`consultations.change.${change}.heading`),
    paragraphs: [
      mailGreeting(c, t),
      line,
      t("consultations.topic", { topic: c.topic }),
      ...(change === "declined" && c.adminNotes ? [t("consultations.reason", { reason: c.adminNotes })] : []),
      ...(change === "rescheduled" ? joinLine(meetingUrl, t) : []),
      t(change === "rescheduled" ? "consultations.replaces" : "consultations.removed"),
    ],
    button: { label: t("consultations.button"), url: myConsultationsUrl(locale) },
  });
  await deliverMail(`consultation ${change}`, {
    to: c.email,
    subject: t(`consultations.change.${change}.subject`),
    html,
    text,
    ...(invite ? { attachments: [invite] } : {}),
  });
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When it starts, from the time left at `now` and India's calendar, in the member's words: lib/consultations/
 * starts-in.ts's rules ("in 40 minutes, at 3:30 pm IST", "today at 3:30 pm IST (in 5 hours)", "tomorrow at …").
 */
function startsInWords(start: Date, now: Date, t: MailT, locale: string): string {
  const at = t("consultations.startsIn.at", { time: formatIstTime(start, locale) });
  const minutes = Math.max(1, Math.round((start.getTime() - now.getTime()) / MINUTE));
  const days = (Date.parse(istDayStamp(start)) - Date.parse(istDayStamp(now))) / DAY;
  if (minutes < 60) return t("consultations.startsIn.minutes", { minutes, at });
  if (days <= 0) return t("consultations.startsIn.today", { at, hours: Math.round(minutes / 60) });
  if (days === 1) return t("consultations.startsIn.tomorrow", { at });
  return t("consultations.startsIn.day", { day: formatIstWeekday(start, locale), at });
}

/** The reminder, sent up to a day before, saying when from the time left at `now` ("today at 3:30 pm IST"). */
export async function sendReminderMail(
  c: Scheduled,
  { meetingUrl, sessionMinutes, now }: Setup & { now: Date },
): Promise<void> {
  const { locale, t } = await memberWords(c);
  const soon = startsInWords(new Date(c.scheduledDate!), now, t, locale);
  const { html, text } = renderMail({
    preview: t("consultations.reminder.preview", { soon }),
    heading: t("consultations.reminder.heading"),
    paragraphs: [
      t("consultations.reminder.line", {
        greeting: mailGreeting(c, t),
        soon,
        when: whenWithLength(c, sessionMinutes, t, locale),
      }),
      t("consultations.topic", { topic: c.topic }),
      ...joinLine(meetingUrl, t),
    ],
    button: { label: t("consultations.button"), url: myConsultationsUrl(locale) },
  });
  await deliverMail("consultation reminder", {
    to: c.email,
    subject: t("consultations.reminder.subject", { soon }),
    html,
    text,
  });
}
