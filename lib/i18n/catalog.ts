// Each language's catalog (messages/<code>.json): one file per language, with ICU plurals and placeholders. The
// pseudo-locale is English's, accented and lengthened (./pseudo.ts). Server-only.
import { defaultLocale, isLocale } from "./locales";
import { pseudoMessages } from "./pseudo";

export type Messages = typeof import("./messages/en.json");

async function load(locale: string): Promise<Messages> {
  return (await import(`./messages/${locale}.json`)).default as Messages;
}

type Tree = { [key: string]: string | Tree };

/** `messages` over `base`: a key a catalog lacks shows the default language's text (tests/i18n-catalog.test.ts fails on it). */
function over(base: Tree, messages: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(messages)) {
    const under = base[key];
    merged[key] = typeof value === "object" && typeof under === "object" ? over(under, value) : value;
  }
  return merged;
}

const built = new Map<string, Promise<Messages>>();

/** The catalog of `locale` (made once per server; in development, on every request, so an edit shows at once). */
export function catalog(locale: string): Promise<Messages> {
  if (process.env.NODE_ENV === "development") return build(locale);
  let messages = built.get(locale);
  if (!messages) {
    messages = build(locale);
    built.set(locale, messages);
  }
  return messages;
}

async function build(locale: string): Promise<Messages> {
  const english = await load(defaultLocale);
  if (locale === "qps") return pseudoMessages(english) as Messages;
  if (!isLocale(locale) || locale === defaultLocale) return english;
  return over(english as unknown as Tree, (await load(locale)) as unknown as Tree) as unknown as Messages;
}
