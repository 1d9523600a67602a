// The digest of a saved search: its new listings, each a link, a button to the whole search, and the one-click
// unsubscribe of this search as a link and as List-Unsubscribe + List-Unsubscribe-Post headers (RFC 8058). The
// unsubscribe and manage links are short texts in the HTML (a bare address overflows a phone's screen).
import { mailGreeting } from "@/lib/mail/greeting";
import type { Mail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";
import type { Match } from "@/lib/saved-searches/matches";
import { unsubscribeLinks } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";
import { plural } from "@/lib/format/plural";

export type DigestOf = {
  search: { id: string; name: string; description: string; href: string };
  to: { email: string; firstName: string };
  matches: Match[];
};

export function digestMail({ search, to, matches }: DigestOf): Mail {
  const unsubscribe = unsubscribeLinks(search.id);
  const count = plural(matches.length, "new listing");
  const { html, text } = renderMail({
    preview: `${count} for “${search.name}”`,
    heading: `${count} for “${search.name}”`,
    paragraphs: [
      mailGreeting(to),
      `New since our last message, for your saved search: ${search.description}.`,
    ],
    links: matches.map((m) => ({ label: m.title, url: m.url, note: m.note })),
    button: { label: "See the whole search", url: siteUrl(search.href) },
    footnote: `You get this because you saved the search “${search.name}” with email alerts.`,
    footLinks: [
      { label: "Unsubscribe from this alert", url: unsubscribe.page },
      { label: "Manage your alerts", url: siteUrl("/dashboard/saved-searches") },
    ],
  });
  return {
    to: to.email,
    subject: `${count} for “${search.name}”`,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    kind: "saved search digest",
  };
}
