// The mails of a consultation: the member's confirmation and the team's notice on booking, and the member's
// notice of every later change. A failed mail never undoes the change (lib/mail/deliver keeps it to resend).
import { mailGreeting } from "@/lib/mail/greeting";
import { consultationInvite } from "@/lib/consultations/calendar";
import type { ConsultationDto } from "@/lib/consultations/dto";
import { consultationMessages } from "@/lib/consultations/messages";
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

const myConsultationsUrl = () => new URL("/dashboard/consultations", env.SITE_URL).toString();

function details(c: ConsultationDto): string[] {
  return [
    `Topic: ${c.topic}`,
    ...(c.preferredDate ? [`Preferred time: ${formatEventDate(c.preferredDate)} IST`] : []),
    `Message: ${c.message}`,
  ];
}

export async function sendBookedMails(c: ConsultationDto, coinsAwarded: number): Promise<void> {
  const member = renderMail({
    preview: "We have your consultation request",
    heading: "Consultation request received",
    paragraphs: [
      `${mailGreeting(c)} thank you for booking a 1:1 consultation. We will contact you within 24 hours to schedule it.`,
      ...details(c),
      ...(coinsAwarded > 0 ? [`You earned ${coinsAwarded} coins for booking.`] : []),
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
 * An accepted or moved one carries its calendar entry (.ics; `sequence` is its SEQUENCE).
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
  const invite = c.status === "accepted" ? consultationInvite(c, sequence, now) : null;
  const { html, text } = renderMail({
    preview: line,
    heading: rescheduled ? "Consultation rescheduled" : `Consultation ${c.status}`,
    paragraphs: [
      mailGreeting(c),
      line,
      `Topic: ${c.topic}`,
      ...(c.adminNotes ? [`Notes from the team: ${c.adminNotes}`] : []),
      ...(invite
        ? [
            rescheduled
              ? "The calendar entry attached replaces the one we sent before."
              : "Add it to your calendar with the entry attached.",
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
