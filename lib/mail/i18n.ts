// Mail in its reader's language: the words from the catalog's "mail" namespace (lib/i18n/parts/mail.*.json),
// links to the site in that language, dates and amounts by its formatters. A member's language is their row's
// (User.locale), read when the mail is written; a visitor's (a code before registration) the request's.
// createTranslator, not getTranslations: mails are also written by the worker, outside any Next request.
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import { catalog } from "@/lib/i18n/catalog";
import { defaultLocale, isLocale, localizedPath, type Locale, intlLocale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site/config";

type Values = Record<string, string | number | Date>;

/** A catalog translator: t("key", { values }). */
export type MailT = (key: string, values?: Values) => string;

/** A stored or sent language as one of the site's, English otherwise. */
export const mailLocaleOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/**
 * The words of `namespace` in `locale`. Intl's tag for the language (en-IN, hi-IN), so numbers in a message group
 * as the site's do (1,20,000).
 */
export async function mailTranslator(locale: string | null | undefined, namespace = "mail"): Promise<MailT> {
  const language = mailLocaleOf(locale);
  const t = createTranslator({
    locale: intlLocale(language),
    messages: (await catalog(language)) as never,
    namespace: namespace as never,
    timeZone: "Asia/Kolkata",
  });
  return t as unknown as MailT;
}

/** The absolute address of a site path in `locale` ("/dashboard" → "https://…/hi/dashboard"). */
export const mailUrl = (locale: string, path: string): string =>
  siteUrl(localizedPath(mailLocaleOf(locale), path));

/** The language of the member with this address (their row's, read now); English when there is no such member. */
export async function localeOfAddress(email: string): Promise<Locale> {
  const row = await db.user
    .findUnique({ where: { email: email.toLowerCase() }, select: { locale: true } })
    .catch(() => null);
  return mailLocaleOf(row?.locale);
}

/** The language of the member `userId` (their row's, read now); English when there is none. */
export async function localeOfMember(userId: string | null | undefined): Promise<Locale> {
  if (!userId) return defaultLocale;
  const row = await db.user.findUnique({ where: { id: userId }, select: { locale: true } }).catch(() => null);
  return mailLocaleOf(row?.locale);
}

/** An absolute address on this site in `locale` (a page's; /api/… and other sites' stay as they are). */
export function inLocale(locale: string, url: string): string {
  const base = new URL(siteUrl("/"));
  const address = new URL(url, base);
  if (address.origin !== base.origin || address.pathname.startsWith("/api/")) return url;
  return mailUrl(locale, `${address.pathname}${address.search}${address.hash}`);
}

/** A recipient's language: their member row's by id when known, else by address (English for a non-member). */
export const recipientLocale = (to: { userId?: string | null; email: string }): Promise<Locale> =>
  to.userId ? localeOfMember(to.userId) : localeOfAddress(to.email);
