// Mails about bids: the poster hears of each new bid, the bidder gets a confirmation of theirs and hears of each
// decision. A failed mail is kept to
// resend (lib/mail/deliver), never undoes the change.
import { mailGreeting } from "@/lib/mail/greeting";
import { env } from "@/lib/env";
import { formatRupees } from "@/lib/format/rupees";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";
import { plural } from "@/lib/format/plural";

type Offer = { amount: number; durationDays: number; message: string };

const offerLines = (b: Offer) => [
  `Amount: ${formatRupees(b.amount)}`,
  `Duration: ${plural(b.durationDays, "day")}`,
  ...(b.message ? [`Message: ${b.message}`] : []),
];

export async function sendNewBidMail(
  to: string,
  gig: { id: string; title: string },
  bid: Offer & { bidderName: string },
) {
  const { html, text } = renderMail({
    preview: `${bid.bidderName} bid ${formatRupees(bid.amount)} on ${gig.title}`,
    heading: `New bid on ${gig.title}`,
    paragraphs: [`${bid.bidderName} placed a bid on your gig.`, ...offerLines(bid)],
    button: { label: "Review bids", url: new URL(`/dashboard/gigs/${gig.id}/bids`, env.SITE_URL).toString() },
  });
  await deliverMail("new bid", { to, subject: `New bid on ${gig.title}`, html, text });
}

/** The bidder's confirmation, at their account's address (as an applicant's): what they offered, and what next. */
export async function sendBidConfirmationMail(
  to: string,
  gig: { title: string; company: string },
  bid: Offer & { bidderName: string },
) {
  const line = `Your bid on ${gig.title} for ${gig.company} has been sent. We'll mail you when ${gig.company} decides.`;
  const { html, text } = renderMail({
    preview: line,
    heading: "Bid sent",
    paragraphs: [`Hi ${bid.bidderName},`, line, ...offerLines(bid)],
    button: { label: "View my bids", url: new URL("/dashboard/bids", env.SITE_URL).toString() },
  });
  await deliverMail("bid confirmation", { to, subject: `Bid sent: ${gig.title}`, html, text });
}

const decisionLines = {
  accepted: (title: string) =>
    `Your bid on ${title} was accepted. The client will contact you at this address.`,
  rejected: (title: string) => `Your bid on ${title} was not selected this time. Thank you for bidding.`,
};

export async function sendBidDecisionMail(
  to: { name: string; email: string },
  gigTitle: string,
  status: "accepted" | "rejected",
  bid: Offer,
) {
  const line = decisionLines[status](gigTitle);
  const { html, text } = renderMail({
    preview: line,
    heading: `Your bid: ${status}`,
    paragraphs: [mailGreeting(to), line, ...offerLines(bid)],
    button: { label: "View my bids", url: new URL("/dashboard/bids", env.SITE_URL).toString() },
  });
  await deliverMail(`bid ${status}`, { to: to.email, subject: `${gigTitle}: bid ${status}`, html, text });
}

const closedLines = {
  Filled: (company: string) =>
    `${company} has filled this gig, so your bid will not go further. We hope to see you bid again.`,
  Closed: (company: string) =>
    `${company} has closed this gig, so your bid will not go further. We hope to see you bid again.`,
};

/** The bidders whose bids were still pending when the gig closed early (lib/bids/closing.ts), each told once. */
export async function sendBidClosedMails(
  bidders: { name: string; email: string }[],
  gig: { title: string; company: string },
  reason: "Filled" | "Closed",
): Promise<void> {
  const line = closedLines[reason](gig.company);
  const subject = `${gig.title}: ${reason === "Filled" ? "gig filled" : "gig closed"}`;
  for (const b of bidders) {
    const { html, text } = renderMail({
      preview: line,
      heading: "Your bid: closed",
      paragraphs: [`Hi ${b.name},`, `Thank you for bidding on ${gig.title} for ${gig.company}.`, line],
      button: { label: "View my bids", url: new URL("/dashboard/bids", env.SITE_URL).toString() },
    });
    await deliverMail("bid closed", { to: b.email, subject, html, text });
  }
}
