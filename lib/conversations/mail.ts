// The mail that tells the other side of a thread about a new message (lib/conversations/mutations.ts decides
// when: at most one per thread per 15 minutes while they are away). The message is quoted as text; the reply is
// written on the site, whose address the button gives (never the request's host), in the reader's language.
import { mailGreeting } from "@/lib/mail/greeting";
import { deliverMail } from "@/lib/mail/deliver";
import { localeOfAddress, mailTranslator, mailUrl } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";
import { threadPath } from "@/lib/conversations/schema";

export async function sendThreadMail(m: {
  to: { email: string; firstName: string; locale?: string | null };
  from: string;
  subject: string;
  threadId: string;
  message: string;
}): Promise<boolean> {
  const locale = m.to.locale ?? (await localeOfAddress(m.to.email));
  const t = await mailTranslator(locale);
  const line = t("conversations.line", { from: m.from, subject: m.subject });
  const { html, text } = renderMail({
    preview: line,
    heading: t("conversations.heading", { from: m.from }),
    paragraphs: [mailGreeting(m.to, t), line, m.message],
    button: { label: t("conversations.button"), url: mailUrl(locale, threadPath(m.threadId)) },
    footnote: t("conversations.footnote"),
  });
  return deliverMail("conversation message", {
    to: m.to.email,
    subject: t("conversations.subject", { from: m.from, subject: m.subject }),
    html,
    text,
  });
}
