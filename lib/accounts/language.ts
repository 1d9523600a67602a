// A member's language (User.locale): their mails' and, once chosen in Account Settings, the site's (the answer sets
// the NEXT_LOCALE cookie). Set at registration from the page's language (lib/accounts/register.ts).
import { z } from "zod";
import { db } from "@/lib/db";
import { defaultLocale, isLocale, locales, type Locale } from "@/lib/i18n/locales";

/** PUT /api/auth/language: one of the site's languages. */
export const languageInput = z.strictObject({
  locale: z.enum(locales as [Locale, ...Locale[]], "Please choose one of the site's languages."),
});

export type LanguageInput = z.infer<typeof languageInput>;

/** The member's language (English for a row written before it). */
export async function getMemberLanguage(userId: string): Promise<Locale> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return isLocale(row?.locale) ? row.locale : defaultLocale;
}

/** Saves the member's language; answers it. */
export async function setMemberLanguage(userId: string, { locale }: LanguageInput): Promise<Locale> {
  await db.user.update({ where: { id: userId }, data: { locale }, select: { id: true } });
  return locale;
}
