import { localizeError } from "@/lib/api/error-locale";
import type { ContactInput } from "@/lib/contact/schema";
import { contactMessages } from "@/lib/contact/messages";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { deliverMail } from "@/lib/mail/deliver";
import { renderMail } from "@/lib/mail/template";

/**
 * Stores the message, then mails it to the team (in English) with Reply-To set to the sender; the answer's message in
 * `locale`, the request's.
 */
export async function submitContactMessage(
  input: ContactInput,
  locale: Locale = "en",
): Promise<{ success: true; message: string }> {
  const stored = await db.contactMessage.create({
    data: { name: input.name, email: input.mail, subject: input.subject, message: input.message },
    select: { id: true },
  });
  const { html, text } = renderMail({
    preview: `${input.name}: ${input.subject}`,
    heading: `New message from ${input.name}`,
    paragraphs: [
      `From: ${input.name} <${input.mail}>`,
      `Subject: ${input.subject}`,
      ...input.message.split(/\n{2,}/),
    ],
    footnote: `Contact message ${stored.id}. Reply to this mail to answer ${input.name} directly.`,
  });
  // The message is stored (and listed in the back office's Leads) whether or not the team's copy goes out.
  await deliverMail("contact message", {
    to: env.CONTACT_TO_EMAIL,
    replyTo: input.mail,
    subject: `[Contact] ${input.subject}`,
    html,
    text,
  });
  return { success: true, message: localizeError(contactMessages.sent, locale) };
}
