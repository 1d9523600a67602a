// The member's mail of an admin's manual coin change (lib/admin/coins.ts), in the member's language (their row's,
// read now), its link to the site in it. A failed mail never undoes the change (lib/mail/deliver).
import { deliverMail } from "@/lib/mail/deliver";
import { mailGreeting } from "@/lib/mail/greeting";
import { localeOfAddress, mailTranslator, mailUrl } from "@/lib/mail/i18n";
import { renderMail } from "@/lib/mail/template";

export async function sendManualCoinsMail(
  member: { email: string; firstName: string },
  input: { type: "credit" | "debit"; amount: number; reason: string },
  balance: number,
): Promise<void> {
  const locale = await localeOfAddress(member.email);
  const t = await mailTranslator(locale);
  const credit = input.type === "credit";
  const line = t(credit ? "coins.credit" : "coins.debit", { amount: input.amount, reason: input.reason });
  const { html, text } = renderMail({
    preview: line,
    heading: t(credit ? "coins.headingCredit" : "coins.headingDebit"),
    paragraphs: [mailGreeting(member, t), line, t("coins.balance", { balance })],
    button: { label: t("coins.button"), url: mailUrl(locale, "/dashboard/coins?view=history") },
  });
  await deliverMail("manual coins", {
    to: member.email,
    subject: t(credit ? "coins.subjectCredit" : "coins.subjectDebit", { amount: input.amount }),
    html,
    text,
  });
}
