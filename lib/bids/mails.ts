// Mails about bids: the poster hears of each new bid, the bidder gets a confirmation of theirs and hears of each
// decision. A failed mail is kept to resend (lib/mail/deliver), never undoes the change. Each in its reader's
// language (their member row's, read now), its links and amounts in it.
import { mailGreeting } from "@/lib/mail/greeting";
import { formatRupees } from "@/lib/format/rupees";
import { deliverMail } from "@/lib/mail/deliver";
import { localeOfAddress, mailTranslator, mailUrl, recipientLocale, type MailT } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";

type Offer = { amount: number; durationDays: number; message: string };

const offerLines = (t: MailT, locale: string, b: Offer) => [
  t("bids.amount", { amount: formatRupees(b.amount, locale) }),
  t("bids.duration", { days: b.durationDays }),
  ...(b.message ? [t("bids.message", { message: b.message })] : []),
];

export async function sendNewBidMail(
  to: string,
  gig: { id: string; title: string },
  bid: Offer & { bidderName: string },
) {
  const locale = await localeOfAddress(to);
  const t = await mailTranslator(locale);
  const heading = t("bids.new.heading", { gig: gig.title });
  const { html, text } = renderMail({
    preview: t("bids.new.preview", {
      bidder: bid.bidderName,
      amount: formatRupees(bid.amount, locale),
      gig: gig.title,
    }),
    heading,
    paragraphs: [t("bids.new.line", { bidder: bid.bidderName }), ...offerLines(t, locale, bid)],
    button: { label: t("bids.new.button"), url: mailUrl(locale, `/dashboard/gigs/${gig.id}/bids`) },
  });
  await deliverMail("new bid", { to, subject: heading, html, text });
}

/** The bidder's confirmation, at their account's address (as an applicant's): what they offered, and what next. */
export async function sendBidConfirmationMail(
  to: string,
  gig: { title: string; company: string },
  bid: Offer & { bidderName: string },
) {
  const locale = await localeOfAddress(to);
  const t = await mailTranslator(locale);
  const line = t("bids.sent.line", { gig: gig.title, company: gig.company });
  const { html, text } = renderMail({
    preview: line,
    heading: t("bids.sent.heading"),
    paragraphs: [t("greeting.named", { name: bid.bidderName }), line, ...offerLines(t, locale, bid)],
    button: { label: t("bids.button"), url: mailUrl(locale, "/dashboard/bids") },
  });
  await deliverMail("bid confirmation", {
    to,
    subject: t("bids.sent.subject", { gig: gig.title }),
    html,
    text,
  });
}

export async function sendBidDecisionMail(
  to: { userId?: string | null; name: string; email: string },
  gigTitle: string,
  status: "accepted" | "rejected",
  bid: Offer,
) {
  const locale = await recipientLocale(to);
  const t = await mailTranslator(locale);
  const line = t(`bids.decided.${status}`, { gig: gigTitle });
  const word = t(`bids.status.${status}`);
  const { html, text } = renderMail({
    preview: line,
    heading: t("bids.heading", { status: word }),
    paragraphs: [mailGreeting(to, t), line, ...offerLines(t, locale, bid)],
    button: { label: t("bids.button"), url: mailUrl(locale, "/dashboard/bids") },
  });
  await deliverMail(`bid ${status}`, {
    to: to.email,
    subject: t("bids.subject", { gig: gigTitle, status: word }),
    html,
    text,
  });
}

/** The bidders whose bids were still pending when the gig closed early (lib/bids/closing.ts), each told once. */
export async function sendBidClosedMails(
  bidders: { userId?: string | null; name: string; email: string }[],
  gig: { title: string; company: string },
  reason: "Filled" | "Closed",
): Promise<void> {
  for (const b of bidders) {
    const locale = await recipientLocale(b);
    const t = await mailTranslator(locale);
    const line = t(`bids.closed.${reason}`, { company: gig.company });
    const { html, text } = renderMail({
      preview: line,
      heading: t("bids.closed.heading"),
      paragraphs: [
        t("greeting.named", { name: b.name }),
        t("bids.closed.thanks", { gig: gig.title, company: gig.company }),
        line,
      ],
      button: { label: t("bids.button"), url: mailUrl(locale, "/dashboard/bids") },
    });
    const subject = t(reason === "Filled" ? "bids.closed.subjectFilled" : "bids.closed.subjectClosed", {
      gig: gig.title,
    });
    await deliverMail("bid closed", { to: b.email, subject, html, text });
  }
}
