// The digest of a saved search: its new listings, each a link, a button to the whole search, and the one-click
// unsubscribe of this search as a link and as List-Unsubscribe + List-Unsubscribe-Post headers (RFC 8058). The
// unsubscribe and manage links are short texts in the HTML (a bare address overflows a phone's screen). In the
// member's language (their row's, read with the alert), its links to the site in it.
import { mailGreeting } from "@/lib/mail/greeting";
import { inLocale, mailTranslator, mailUrl } from "@/lib/mail/i18n";
import type { Mail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";
import type { Match } from "@/lib/saved-searches/matches";
import { unsubscribeLinks } from "@/lib/saved-searches/unsubscribe-token";

export type DigestOf = {
  search: { id: string; name: string; description: string; href: string };
  to: { email: string; firstName: string; locale?: string | null };
  matches: Match[];
};

export async function digestMail({ search, to, matches }: DigestOf): Promise<Mail> {
  const locale = to.locale ?? "en";
  const t = await mailTranslator(locale);
  const unsubscribe = unsubscribeLinks(search.id, locale);
  const title = t("digest.title", { count: matches.length, name: search.name });
  const { html, text } = renderMail({
    preview: title,
    heading: title,
    paragraphs: [mailGreeting(to, t), t("digest.intro", { description: search.description })],
    links: matches.map((m) => ({ label: m.title, url: inLocale(locale, m.url), note: m.note })),
    button: { label: t("digest.button"), url: mailUrl(locale, search.href) },
    footnote: t("digest.footnote", { name: search.name }),
    footLinks: [
      { label: t("digest.unsubscribe"), url: inLocale(locale, unsubscribe.page) },
      { label: t("digest.manage"), url: mailUrl(locale, "/dashboard/saved-searches") },
    ],
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    kind: "saved search digest",
  };
}
