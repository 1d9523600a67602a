// The one way the site writes a date: in the page's language (en-IN by default, hi-IN: "7 अक्टू॰ 2026"), in India's
// time zone, "7 Oct 2026" (with the time: "7 Oct 2026, 6:30 pm"). Components and mails call these, passing the
// page's or member's locale ("en", "hi"); none builds its own Intl.DateTimeFormat or toLocale…String.
// And the one way it finds India's days: where a day, week or month starts in IST (UTC+05:30 all year, no
// daylight saving), for "today", past and upcoming, deadlines and date ranges. No day arithmetic elsewhere.
import { intlLocale } from "@/lib/i18n/locales";

const IST = "Asia/Kolkata";
/** India is 5 h 30 min ahead of UTC, all year. */
export const IST_OFFSET_MS = 330 * 60_000;
/** A day in India is always 24 hours (no daylight saving). */
export const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and shape, made once. */
function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  withZone = true,
): Intl.DateTimeFormat {
  const key = `${intlLocale(locale)} ${JSON.stringify(options)} ${withZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), withZone ? { timeZone: IST, ...options } : options);
    formats.set(key, format);
  }
  return format;
}
const dayOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const dateTime = (locale: string) => formatter(locale, { ...dayOptions, hour: "numeric", minute: "2-digit" });
const dateOnly = (locale: string) => formatter(locale, dayOptions);

function parse(iso: string | Date | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15 Jan 2027, 6:30 pm", or TBD when there is no date. */
export function formatEventDate(iso: string | Date | null | undefined, locale = "en"): string {
  const date = parse(iso);
  return date ? dateTime(locale).format(date) : locale === "hi" ? "तय नहीं" : "TBD";
}

/** "15 Jan 2027", or `fallback` when there is no date. */
export function formatDay(iso: string | Date | null | undefined, fallback = "", locale = "en"): string {
  const date = parse(iso);
  return date ? dateOnly(locale).format(date) : fallback;
}

/** The day in India as "2027-01-15" (a file name's date, a day in a URL). */
export function istDayStamp(at: Date = new Date()): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real day written YYYY-MM-DD ("2026-02-31" is not one). */
export function isDayStamp(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const noon = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === day;
}

/** The instant a day in India ("2027-01-15") begins: 00:00 IST, which is 18:30 UTC the day before. */
export function istDayStartOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The instant today (the day in India holding `at`) began: 00:00 IST. */
export function istDayStart(at: Date = new Date()): Date {
  return istDayStartOf(istDayStamp(at));
}

/** `at` moved by whole days (24 hours each: India has no daylight saving). */
export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The instant this week began in India: Monday 00:00 IST (weeks run Monday to Sunday). */
export function istWeekStart(at: Date = new Date()): Date {
  const today = istDayStart(at);
  const weekday = new Date(today.getTime() + IST_OFFSET_MS).getUTCDay(); // 0 Sunday … 6 Saturday, in India
  return addDays(today, -((weekday + 6) % 7));
}

/** The instant a calendar month in India began: the 1st at 00:00 IST (`monthsAhead` 1 is next month's). */
export function istMonthStart(at: Date = new Date(), monthsAhead = 0): Date {
  const [year, month] = istDayStamp(at).split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + monthsAhead, 1));
  return istDayStartOf(first.toISOString().slice(0, 10));
}

/** Calendar days in India between the instant and now. */
function daysAgo(iso: string, now: number): number {
  const day = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
  return day(now) - day(new Date(iso).getTime());
}

/** "Today", "Yesterday", "3 days ago", then the date. */
export function postedAgo(iso: string, now = Date.now()): string {
  const days = daysAgo(iso, now);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 30) return `${days} days ago`;
  return formatDay(iso);
}

/** The same in a sentence: "Posted today", "Posted 3 days ago", "Posted 7 Oct 2026" (the month keeps its capital). */
export function postedLabel(iso: string, now = Date.now()): string {
  const ago = postedAgo(iso, now);
  return `Posted ${daysAgo(iso, now) < 30 ? ago.toLowerCase() : ago}`;
}

/** An instant as a datetime-local value in IST ("2027-01-15T18:30"). */
export function toIstInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as an ISO instant; "" stays "". */
export function fromIstInput(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;
}

/** "10:30 am" in India. */
export function formatIstTime(iso: string | Date, locale = "en"): string {
  return formatter(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** "Mon, 7 Dec" in India. */
export function formatIstWeekday(iso: string | Date, locale = "en"): string {
  return formatter(locale, { weekday: "short", day: "numeric", month: "short" }).format(new Date(iso));
}

/**
 * The time in the browser's own zone ("3:00 pm") when it differs from India's, else null (the visitor is on
 * IST). Browser only: the server's zone is not the visitor's.
 */
export function formatLocalTimeIfNotIst(iso: string | Date, locale = "en"): string | null {
  const date = new Date(iso);
  if (date.getTimezoneOffset() === -330) return null;
  return formatter(locale, { hour: "numeric", minute: "2-digit", weekday: "short" }, false).format(date);
}
