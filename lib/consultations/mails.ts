// The mails of a consultation: the member's confirmation and the team's notice on booking, the member's notice of
// every later change, and the team's notice when the member moves or cancels. A failed mail never undoes the
// change (lib/mail/deliver keeps it to resend). Member mail goes to the address stored on the consultation, which
// is the account's own (lib/consultations/booking-rules.ts).
import { getAvailability } from "@/lib/consultations/availability";
import { consultationInvite, sessionLength } from "@/lib/consultations/calendar";
import type { ConsultationDto } from "@/lib/consultations/dto";
import { REPLY_WITHIN, consultationMessages } from "@/lib/consultations/messages";
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";
import { deliverMail } from "@/lib/mail/deliver";
import { mailGreeting } from "@/lib/mail/greeting";
import { renderMail } from "@/lib/mail/template";

type Scheduled = ConsultationDto & { slotMinutes?: number | null };

export const myConsultationsUrl = () => new URL("/dashboard/consultations", env.SITE_URL).toString();

/** "3 Mar 2080, 3:30 pm IST (30 minutes)". */
export const whenWithLength = (c: Scheduled, sessionMinutes: number) =>
  `${formatEventDate(c.scheduledDate)} IST (${plural(sessionLength(c, sessionMinutes), "minute")})`;

export const joinLine = (meetingUrl: string) => (meetingUrl ? [`Join the call: ${meetingUrl}`] : []);

export const coinsLine = (coins: number) =>
  coins > 0 ? [`You earned ${plural(coins, "coin")} for booking.`] : [];

function details(c: ConsultationDto): string[] {
  return [
    `Topic: ${c.topic}`,
    ...(c.preferredDate ? [`Preferred time: ${formatEventDate(c.preferredDate)} IST`] : []),
    `Message: ${c.message}`,
  ];
}

/** A request without a slot: the member's confirmation and the team's notice. */
export async function sendBookedMails(c: ConsultationDto, coinsAwarded: number): Promise<void> {
  const member = renderMail({
    preview: "We have your consultation request",
    heading: "Consultation request received",
    paragraphs: [
      `${mailGreeting(c)} thank you for your 1:1 consultation request. We will reply by email ${REPLY_WITHIN} to agree a time with you.`,
      ...details(c),
      ...coinsLine(coinsAwarded),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
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
      subject: "Your consultation request",
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

const statusLines: Record<Exclude<ConsultationDto["status"], "pending">, (c: ConsultationDto) => string> = {
  accepted: (c) => `Your consultation is confirmed for ${formatEventDate(c.scheduledDate)} IST.`,
  rejected: () => "We are sorry: we cannot take your consultation request this time.",
  completed: () => "Your consultation is marked complete. Thank you for talking with us.",
  cancelled: () => consultationMessages.cancelledDescription,
};

const movedLine = (c: ConsultationDto) =>
  `Your consultation has a new time: ${formatEventDate(c.scheduledDate)} IST.`;

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
  const line = rescheduled ? movedLine(c) : statusLines[c.status](c);
  const { meetingUrl, sessionMinutes } =
    c.status === "accepted" ? await getAvailability() : { meetingUrl: "", sessionMinutes: 0 };
  const invite =
    c.status === "accepted" ? consultationInvite(c, sequence, now, { meetingUrl, sessionMinutes }) : null;
  const { html, text } = renderMail({
    preview: line,
    heading: rescheduled ? "Consultation rescheduled" : `Consultation ${c.status}`,
    paragraphs: [
      mailGreeting(c),
      line,
      `Topic: ${c.topic}`,
      ...(invite ? [`Length: ${plural(sessionMinutes, "minute")}`, ...joinLine(meetingUrl)] : []),
      ...(c.adminNotes ? [`Notes from the team: ${c.adminNotes}`] : []),
      ...(invite
        ? [
            rescheduled
              ? "The invitation attached replaces the one we sent before."
              : "Add it to your calendar with the invitation attached.",
          ]
        : []),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  await deliverMail(rescheduled ? "consultation rescheduled" : `consultation ${c.status}`, {
    to: c.email,
    subject: rescheduled ? "Your consultation: new time" : `Your consultation: ${c.status}`,
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
