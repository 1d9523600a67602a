// The /api error answer in the caller's language (apiLocale): its message and each field's, looked up in the errors
// catalogs (the forms' messages, sent to the browser too, and the API's own) by lib/validation/error-text. English
// answers are never touched. Server-only: it reads the catalogs' parts directly, not the whole catalog.
import type { FieldErrors } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translateErrorText } from "@/lib/validation/error-text";
import formEn from "@/lib/i18n/parts/errors.en.json";
import formHi from "@/lib/i18n/parts/errors.hi.json";
import apiEn from "@/lib/i18n/parts/errorsApi.en.json";
import apiHi from "@/lib/i18n/parts/errorsApi.hi.json";

type Flat = Record<string, string>;

const english: Flat = { ...formEn, ...apiEn };
const catalogs: Partial<Record<Locale, Flat>> = { hi: { ...formHi, ...apiHi } };

/** `text` (an English message of the code) in `locale`; unchanged in English or when the catalog lacks it. */
export function localizeError(text: string, locale: Locale): string {
  const target = catalogs[locale];
  return target ? translateErrorText(text, english, target) : text;
}

/** Each field's message in `locale`. */
export function localizeFieldErrors(errors: FieldErrors | undefined, locale: Locale): FieldErrors | undefined {
  if (!errors || !catalogs[locale]) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, localizeError(text, locale)]));
}

/** Every English message the catalogs know, by key (for tests). */
export const englishErrorTexts: Readonly<Flat> = english;
