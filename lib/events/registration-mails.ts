// The mails of a registration, sent after its transaction commits (a failed one is kept to resend, lib/mail/deliver):
// the ticket (its QR code as an inline image, the code written out, an .ics invitation), the waitlist's and the
// request's acknowledgements, the organiser's decline, a cancellation (withdrawing the invitation) and the reminder
// the day before. Each reads its registration, event and member again, by id, with only the fields it needs, and is
// written in the member's language (their row's), its links to the site in it.
import { db } from "@/lib/db";
import { inviteContentType } from "@/lib/consultations/calendar";
import { env } from "@/lib/env";
import { ticketPath } from "@/lib/events/registration-notices";
import { ticketCode, ticketQr } from "@/lib/events/ticket-code";
import { ticketQrPng } from "@/lib/events/ticket-qr";
import { formatEventSpan } from "@/lib/format/event-span";
import { deliverMail } from "@/lib/mail/deliver";
import { mailTranslator, mailUrl, type MailT } from "@/lib/mail/i18n";
import { mailGreeting } from "@/lib/mail/greeting";
import type { MailAttachment } from "@/lib/mail/send";
import { renderMail, type MailContent } from "@/lib/mail/template";
import { calendarEventOf } from "@/lib/seo/event-calendar";
import { icalendar } from "@/lib/seo/ical";

export type RegistrationMailKind =
  "ticket" | "promoted" | "waitlisted" | "pending" | "declined" | "cancelled" | "reminder";

/** `hadTicket`: a cancelled or declined registration held a place (its calendar invitation is withdrawn). */
export type RegistrationMail = { registrationId: string; kind: RegistrationMailKind; hadTicket?: boolean };

const mailSelect = {
  id: true,
  eventId: true,
  number: true,
  status: true,
  decisionMessage: true,
  updatedAt: true,
  user: { select: { email: true, firstName: true, locale: true } },
  event: {
    select: {
      id: true,
      title: true,
      type: true,
      date: true,
      endDate: true,
      location: true,
      shortDescription: true,
      description: true,
      updatedAt: true,
    },
  },
} as const;

type Loaded = NonNullable<Awaited<ReturnType<typeof loadOne>>>;

const loadOne = (id: string) => db.eventRegistration.findUnique({ where: { id }, select: mailSelect });

/** The sender's address without its display name ("Builders Hub <hello@…>" → "hello@…"). */
const organizerAddress = () => env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;

/** An invitation's SEQUENCE: minutes since 2026 at its last change, so a later one always replaces an earlier one. */
const sequenceOf = (at: Date) => Math.max(0, Math.floor((at.getTime() - Date.UTC(2026, 0, 1)) / 60_000));

/** The ticket's calendar invitation (its own UID, so cancelling it never touches the events feed's entry). */
function invitation(r: Loaded, method: "REQUEST" | "CANCEL", now: Date): MailAttachment | null {
  if (!r.event.date) return null;
  const base = calendarEventOf({ ...r.event, date: r.event.date }, env.SITE_URL.replace(/\/$/, ""));
  const content = icalendar(
    {
      name: r.event.title,
      method,
      events: [
        {
          ...base,
          uid: `event-ticket-${r.id}@${new URL(env.SITE_URL).hostname}`,
          sequence: sequenceOf(r.updatedAt),
          status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
          organizer: organizerAddress(),
          attendee: r.user.email,
        },
      ],
    },
    now,
  );
  return { filename: "invite.ics", content, contentType: inviteContentType(method) };
}

const QR_CID = "ticket-qr";

/** The ticket's QR code as an inline PNG, and the lines that go with it. */
async function ticketParts(r: Loaded, t: MailT) {
  const code = ticketCode(r);
  const png = await ticketQrPng(ticketQr(r));
  const attachment: MailAttachment = {
    filename: `ticket-${r.number}.png`,
    content: png.toString("base64"),
    contentType: "image/png",
    encoding: "base64",
    contentId: QR_CID,
  };
  const image = { src: `cid:${QR_CID}`, alt: t("events.qrAlt", { code }), size: 240 };
  return { code, attachment, image };
}

const whenWhere = (r: Loaded, t: MailT, locale: string) => [
  t("events.when", {
    when: formatEventSpan(r.event.date?.toISOString(), r.event.endDate?.toISOString(), locale),
  }),
  t("events.where", { place: r.event.location || t("events.toBeAnnounced") }),
];

const organiserLine = (r: Loaded, t: MailT) =>
  r.decisionMessage ? [t("events.organiser", { message: r.decisionMessage })] : [];

async function compose(r: Loaded, { kind, hadTicket = false }: RegistrationMail, now: Date) {
  const title = r.event.title;
  const locale = r.user.locale;
  const t = await mailTranslator(locale);
  const button = { label: t("events.viewTicket"), url: mailUrl(locale, ticketPath(r.id)) };
  const hello = mailGreeting({ firstName: r.user.firstName }, t);
  if (kind === "ticket" || kind === "promoted" || kind === "reminder") {
    const { code, attachment, image } = await ticketParts(r, t);
    const invite = kind === "reminder" ? null : invitation(r, "REQUEST", now);
    const content: MailContent = {
      preview: t("events.preview", { code, title }),
      heading: t(kind === "reminder" ? "events.headingReminder" : "events.headingTicket", { title }),
      paragraphs: [
        `${hello} ${t(`events.opening.${kind}`, { title })}`,
        ...whenWhere(r, t, locale),
        ...organiserLine(r, t),
        ...(invite ? [t("events.addToCalendar")] : []),
      ],
      image,
      code,
      button,
      footnote: t("events.footnote"),
    };
    const subject = t(`events.subject.${kind}`, { title });
    return { subject, content, attachments: [attachment, ...(invite ? [invite] : [])] };
  }
  const words = { subject: t(`events.subject.${kind}`, { title }), line: t(`events.line.${kind}`, { title }) };
  const cancelInvite = hadTicket ? invitation(r, "CANCEL", now) : null;
  const content: MailContent = {
    preview: words.subject,
    heading: words.subject,
    paragraphs: [`${hello} ${words.line}`, ...whenWhere(r, t, locale), ...organiserLine(r, t)],
    button:
      kind === "cancelled"
        ? { label: t("events.viewEvent"), url: mailUrl(locale, `/event/${r.eventId}`) }
        : { label: t("events.viewRegistration"), url: button.url },
  };
  return { subject: words.subject, content, attachments: cancelInvite ? [cancelInvite] : [] };
}

/** Sends each mail (after the change's commit); a registration gone since is skipped. */
export async function sendRegistrationMails(mails: RegistrationMail[], now = new Date()): Promise<void> {
  for (const mail of mails) {
    const r = await loadOne(mail.registrationId);
    // Gone since, or (a reminder) no longer holding a place.
    if (!r || (mail.kind === "reminder" && r.status !== "registered")) continue;
    const { subject, content, attachments } = await compose(r, mail, now);
    const { html, text } = renderMail(content);
    await deliverMail(`event ${mail.kind}`, {
      to: r.user.email,
      subject,
      html,
      text,
      ...(attachments.length ? { attachments } : {}),
    });
  }
}
