// When an event runs, as its page, card and feeds say it: the start alone ("10 Dec 2026, 9:00 am"), a span within
// one day in India ("10 Dec 2026, 9:00 am – 6:00 pm") or across days ("10 Dec 2026, 9:00 am – 11 Dec 2026, 9:00 pm").
import { formatEventDate, formatIstTime, istDayStamp } from "@/lib/format/date";

export function formatEventSpan(
  start: string | null | undefined,
  end: string | null | undefined,
  locale = "en",
): string {
  const from = formatEventDate(start, locale);
  if (!start || !end) return from;
  const sameDay = istDayStamp(new Date(start)) === istDayStamp(new Date(end));
  return `${from} – ${sameDay ? formatIstTime(end, locale) : formatEventDate(end, locale)}`;
}
