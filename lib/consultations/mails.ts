// The mails of a consultation: the member's confirmation and the team's notice on booking, and the member's
// notice of every later change. A failed mail never undoes the change (lib/mail/deliver keeps it to resend).
import type { ConsultationDto } from "@/lib/consultations/dto";
import { env } from "@/lib/env";
import { formatEventDate } from "@/lib/format/date";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

const myConsultationsUrl = () => new URL("/dashboard?tab=consultations", env.SITE_URL).toString();

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
      `Hi ${c.name}, thank you for booking a 1:1 consultation. We will contact you within 24 hours to schedule it.`,
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
  accepted: (c) =>
    c.scheduledDate
      ? `Your consultation is confirmed for ${formatEventDate(c.scheduledDate)} IST.`
      : "Your consultation request has been accepted. We will confirm the time with you.",
  rejected: () => "We are sorry: we cannot take your consultation request this time.",
  completed: () => "Your consultation is marked complete. Thank you for talking with us.",
  cancelled: () => "Your consultation request has been cancelled.",
};

/** The member's notice after a change of status. */
export async function sendStatusMail(c: ConsultationDto): Promise<void> {
  if (c.status === "pending") return;
  const { html, text } = renderMail({
    preview: statusLines[c.status](c),
    heading: `Consultation ${c.status}`,
    paragraphs: [
      `Hi ${c.name},`,
      statusLines[c.status](c),
      `Topic: ${c.topic}`,
      ...(c.adminNotes ? [`Notes from the team: ${c.adminNotes}`] : []),
    ],
    button: { label: "View my consultations", url: myConsultationsUrl() },
  });
  await deliverMail(`consultation ${c.status}`, {
    to: c.email,
    subject: `Your consultation: ${c.status}`,
    html,
    text,
  });
}
