// Each language's catalog (messages/<code>.json): one file per language, with ICU plurals and placeholders. The
// pseudo-locale is English's, accented and lengthened (./pseudo.ts). Server-only.
import { defaultLocale, isLocale } from "./locales";
import { pseudoMessages } from "./pseudo";

export type Messages = typeof import("./messages/en.json");

async function load(locale: string): Promise<Messages> {
  return (await import(`./messages/${locale}.json`)).default as Messages;
}

export async function catalog(locale: string): Promise<Messages> {
  if (locale === "qps") return pseudoMessages(await load(defaultLocale)) as Messages;
  return load(isLocale(locale) ? locale : defaultLocale);
}
