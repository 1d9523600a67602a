// The mails of a consultation: the member's confirmation and the team's notice on booking, the member's notice of
// every later change, and the team's notice when the member moves or cancels. A failed mail never undoes the
// change (lib/mail/deliver keeps it to resend). Member mail goes to the address stored on the consultation, which
// is the account's own (lib/consultations/booking-rules.ts), in the member's language (their row's, read now, by
// that address); the team's notices stay English (the back office's language).
import { getAvailability } from "@/lib/consultations/availability";
import { consultationInvite, sessionLength, type InviteWords } from "@/lib/consultations/calendar";
import type { ConsultationDto } from "@/lib/consultations/dto";
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";
import { deliverMail } from "@/lib/mail/deliver";
import { mailGreeting } from "@/lib/mail/greeting";
import { localeOfAddress, mailTranslator, mailUrl, type MailT } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";

type Scheduled = ConsultationDto & { slotMinutes?: number | null };

/** The member's words: their language (by the consultation's address, the account's own) and its catalog. */
export async function memberWords(c: { email: string }): Promise<{ locale: string; t: MailT }> {
  const locale = await localeOfAddress(c.email);
  return { locale, t: await mailTranslator(locale) };
}

export const myConsultationsUrl = (locale = "en") => mailUrl(locale, "/dashboard/consultations");

/** "3 Mar 2080, 3:30 pm IST (30 minutes)". */
export const whenWithLength = (c: Scheduled, sessionMinutes: number, t: MailT, locale: string) =>
  t("consultations.whenWithLength", {
    when: formatEventDate(c.scheduledDate, locale),
    minutes: sessionLength(c, sessionMinutes),
  });

export const joinLine = (meetingUrl: string, t: MailT) =>
  meetingUrl ? [t("consultations.join", { url: meetingUrl })] : [];

export const coinsLine = (coins: number, t: MailT) => (coins > 0 ? [t("consultations.coins", { coins })] : []);

/** The invitation's words in the member's language. */
export const inviteWords = (t: MailT): InviteWords => ({
  name: t("consultations.invite.name"),
  title: (topic) => t("consultations.invite.title", { topic }),
  join: (url) => t("consultations.invite.join", { url }),
  notes: (notes) => t("consultations.invite.notes", { notes }),
});

/** The request's details for the team (English). */
function details(c: ConsultationDto): string[] {
  return [
    `Topic: ${c.topic}`,
    ...(c.preferredDate ? [`Preferred time: ${formatEventDate(c.preferredDate)} IST`] : []),
    `Message: ${c.message}`,
  ];
}

/** The same details in the member's language. */
const memberDetails = (c: ConsultationDto, t: MailT, locale: string) => [
  t("consultations.topic", { topic: c.topic }),
  ...(c.preferredDate
    ? [t("consultations.preferred", { when: formatEventDate(c.preferredDate, locale) })]
    : []),
  t("consultations.message", { message: c.message }),
];

/** A request without a slot: the member's confirmation and the team's notice. */
export async function sendBookedMails(c: ConsultationDto, coinsAwarded: number): Promise<void> {
  const { locale, t } = await memberWords(c);
  const member = renderMail({
    preview: t("consultations.requested.preview"),
    heading: t("consultations.requested.heading"),
    paragraphs: [
      t("consultations.requested.line", {
        greeting: mailGreeting(c, t),
        within: t("consultations.requested.within"),
      }),
      ...memberDetails(c, t, locale),
      ...coinsLine(coinsAwarded, t),
    ],
    button: { label: t("consultations.button"), url: myConsultationsUrl(locale) },
  });
  const team = renderMail({
    preview: `${c.name}: ${c.topic}`,
    heading: `New consultation request from ${c.name}`,
    paragraphs: [`From: ${c.name} <${c.email}>, ${c.mobile}`, ...details(c)],
    footnote: `Consultation ${c.id}. Reply to this mail to answer ${c.name} directly.`,
  });
  await Promise.all([
    deliverMail("consultation confirmation", {
      to: c.email,
      subject: t("consultations.requested.subject"),
      ...member,
    }),
    deliverMail("consultation team notice", {
      to: env.CONTACT_TO_EMAIL,
      replyTo: c.email,
      subject: `[Consultation] ${c.topic}`,
      ...team,
    }),
  ]);
}


/**
 * The member's notice after a change of status, or of the time of an accepted consultation (`rescheduled`).
 * An accepted or moved one carries the meeting link and its invitation (.ics; `sequence` is its SEQUENCE), lasting
 * the session length configured in the back office's Schedule.
 */
export async function sendStatusMail(
  c: ConsultationDto,
  {
    sequence = 0,
    rescheduled = false,
    now = new Date(),
  }: { sequence?: number; rescheduled?: boolean; now?: Date } = {},
): Promise<void> {
  if (c.status === "pending") return;
  const { locale, t } = await memberWords(c);
  const when = formatEventDate(c.scheduledDate, locale);
  const line = rescheduled
    ? t("consultations.moved", { when })
    : t(`consultations.decided.${c.status}`, { when });
  const status = t(`consultations.status.${c.status}`);
  const { meetingUrl, sessionMinutes } =
    c.status === "accepted" ? await getAvailability() : { meetingUrl: "", sessionMinutes: 0 };
  const invite =
    c.status === "accepted"
      ? consultationInvite(c, sequence, now, { meetingUrl, sessionMinutes, words: inviteWords(t) })
      : null;
  const { html, text } = renderMail({
    preview: line,
    heading: rescheduled ? t("consultations.headingRescheduled") : t("consultations.heading", { status }),
    paragraphs: [
      mailGreeting(c, t),
      line,
      t("consultations.topic", { topic: c.topic }),
      ...(invite
        ? [t("consultations.length", { minutes: sessionMinutes }), ...joinLine(meetingUrl, t)]
        : []),
      ...(c.adminNotes ? [t("consultations.notes", { notes: c.adminNotes })] : []),
      ...(invite ? [t(rescheduled ? "consultations.replaces" : "consultations.addToCalendar")] : []),
    ],
    button: { label: t("consultations.button"), url: myConsultationsUrl(locale) },
  });
  await deliverMail(rescheduled ? "consultation rescheduled" : `consultation ${c.status}`, {
    to: c.email,
    subject: rescheduled ? t("consultations.subjectRescheduled") : t("consultations.subject", { status }),
    html,
    text,
    ...(invite ? { attachments: [invite] } : {}),
  });
}

/**
 * The team's notice that a member moved their booking (`was`: its old time) or cancelled a request or booking,
 * to the team's address (CONTACT_TO_EMAIL, as the booking notices), Reply-To the member.
 */
export async function sendTeamChangeMail(
  c: Scheduled,
  change: "rescheduled" | "cancelled",
  was?: Date | null,
): Promise<void> {
  const moved = change === "rescheduled";
  const length = c.slotMinutes ? ` (${plural(c.slotMinutes, "minute")})` : "";
  const time = c.scheduledDate ? `${formatEventDate(c.scheduledDate)} IST${length}` : null;
  const { html, text } = renderMail({
    preview: `${c.name}: ${c.topic}`,
    heading: moved ? `${c.name} moved their consultation` : `${c.name} cancelled their consultation`,
    paragraphs: [
      ...(moved
        ? [`Was: ${formatEventDate(was)} IST`, `Now: ${time}`]
        : [time ? `It was booked for ${time}; the time is free again.` : "It was a request without a time."]),
      `From: ${c.name} <${c.email}>, ${c.mobile}`,
      `Topic: ${c.topic}`,
    ],
    footnote: `Consultation ${c.id}. Reply to this mail to answer ${c.name} directly.`,
  });
  await deliverMail("consultation team notice", {
    to: env.CONTACT_TO_EMAIL,
    replyTo: c.email,
    subject: `[Consultation] ${moved ? "Moved" : "Cancelled"} by ${c.name}: ${c.topic}`,
    html,
    text,
  });
}
