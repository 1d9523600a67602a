// The mail that tells the other side of a thread about a new message (lib/conversations/mutations.ts decides
// when: at most one per thread per 15 minutes while they are away). The message is quoted as text; the reply is
// written on the site, whose address the button gives (never the request's host).
import { mailGreeting } from "@/lib/mail/greeting";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";
import { siteUrl } from "@/lib/site/config";
import { threadPath } from "@/lib/conversations/schema";

export async function sendThreadMail(m: {
  to: { email: string; firstName: string };
  from: string;
  subject: string;
  threadId: string;
  message: string;
}): Promise<boolean> {
  const line = `${m.from} wrote to you about ${m.subject}:`;
  const { html, text } = renderMail({
    preview: line,
    heading: `A message from ${m.from}`,
    paragraphs: [mailGreeting(m.to), line, m.message],
    button: { label: "Read and reply", url: siteUrl(threadPath(m.threadId)) },
    footnote:
      "Reply on Builders Hub: replies to this mail are not read. While you are away we mail you at most once every 15 minutes per conversation.",
  });
  return deliverMail("conversation message", {
    to: m.to.email,
    subject: `New message from ${m.from} about ${m.subject}`,
    html,
    text,
  });
}
