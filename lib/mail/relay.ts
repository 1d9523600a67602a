// A poster's message to an applicant or bidder, relayed by the site: sent from the site's own address with no
// Reply-To, so the poster's address is never revealed (the route limits how many a poster sends).
import { mailGreeting } from "@/lib/mail/greeting";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";
import { possessive } from "@/lib/format/plural";

export async function sendRelayedMessage(m: {
  to: string;
  name: string;
  /** Who writes, as the recipient knows them: the company. */
  from: string;
  /** What it is about: "your application for Indexer Engineer". */
  about: string;
  message: string;
}): Promise<boolean> {
  const line = `${m.from} sent you a message about ${m.about}:`;
  const { html, text } = renderMail({
    preview: line,
    heading: `A message from ${m.from}`,
    paragraphs: [mailGreeting(m), line, m.message],
    footnote: `Builders Hub relays this message; ${possessive(m.from)} address is not shared and replies to this mail are not read.`,
  });
  return deliverMail("relayed message", {
    to: m.to,
    subject: `A message from ${m.from} about ${m.about}`,
    html,
    text,
  });
}
