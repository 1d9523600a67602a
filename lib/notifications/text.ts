// A notification's words in its reader's language. Each is written with its English title and body (what the
// back office and rows written before this read) and its `text`: catalog keys of the notificationText namespace
// and their values, rendered when it is read in another language. A part without a key (a reason or a message a
// person wrote) is shown as written. Values given as { date } or { rupees } are formatted in the reader's language.
import { createTranslator } from "next-intl";
import { formatEventDate } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import { catalog } from "@/lib/i18n/catalog";
import { defaultLocale, isLocale, intlLocale } from "@/lib/i18n/locales";

/** A value in a notification's text: as it is, or formatted when read (a date, an amount in rupees). */
export type TextValue = string | number | { date: string } | { rupees: number };

/** One line: its key in the notificationText namespace and its values. */
export type TextPart = [key: string, values?: Record<string, TextValue>];

/** What Notification.text holds. */
export type NotificationText = { title: TextPart; body?: TextPart };

const isPart = (value: unknown): value is TextPart =>
  Array.isArray(value) &&
  typeof value[0] === "string" &&
  (value[1] === undefined || typeof value[1] === "object");

function valuesFor(values: Record<string, TextValue> | undefined, locale: string) {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, v]) => [
      name,
      typeof v !== "object" || v === null
        ? v
        : "date" in v
          ? formatEventDate(v.date, locale)
          : formatRupees(v.rupees, locale),
    ]),
  );
}

type Words = { title: string; body: string; text?: unknown };

/**
 * The rows' title and body in `locale`: English (and a row without text) as stored; another language from its
 * keys, each part falling back to the stored words when it has no key or the catalog cannot render it.
 */
export async function notificationWords<R extends Words>(
  rows: R[],
  locale: string,
): Promise<Omit<R, "text">[]> {
  const strip = (row: R): Omit<R, "text"> => {
    const copy: Partial<R> = { ...row };
    delete copy.text;
    return copy as Omit<R, "text">;
  };
  if (!isLocale(locale) || locale === defaultLocale || !rows.some((r) => r.text)) return rows.map(strip);
  const t = createTranslator({
    locale: intlLocale(locale),
    messages: (await catalog(locale)) as never,
    namespace: "notificationText" as never,
    timeZone: "Asia/Kolkata",
    onError: () => {},
  }) as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    has: (key: string) => boolean;
  };
  const render = (part: unknown, stored: string) => {
    if (!isPart(part) || !t.has(part[0])) return stored;
    try {
      return t(part[0], valuesFor(part[1], locale));
    } catch {
      return stored;
    }
  };
  return rows.map((row) => {
    const text = (row.text ?? null) as { title?: unknown; body?: unknown } | null;
    return { ...strip(row), title: render(text?.title, row.title), body: render(text?.body, row.body) };
  });
}
