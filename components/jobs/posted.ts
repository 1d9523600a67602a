// When a listing was posted, in the page's language (namespace listFilters.posted): "Today", "3 days ago", then the
// date; "Posted today", "Posted 7 Oct 2026" (the same words as lib/format/date.ts postedAgo / postedLabel).
import { DAY_MS, formatDay, IST_OFFSET_MS } from "@/lib/format/date";

type Words = (key: "ago" | "label" | "on", values: Record<string, string | number>) => string;

/** Calendar days in India between the instant and now. */
function daysAgo(iso: string, now: number): number {
  const day = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
  return day(now) - day(new Date(iso).getTime());
}

/** "Today", "Yesterday", "3 days ago", then the date. */
export function postedAgoIn(t: Words, locale: string, iso: string, now = Date.now()): string {
  const days = daysAgo(iso, now);
  return days < 30 ? t("ago", { days: Math.max(0, days) }) : formatDay(iso, "", locale);
}

/** "Posted today", "Posted 3 days ago", "Posted 7 Oct 2026". */
export function postedLabelIn(t: Words, locale: string, iso: string, now = Date.now()): string {
  const days = daysAgo(iso, now);
  return days < 30 ? t("label", { days: Math.max(0, days) }) : t("on", { date: formatDay(iso, "", locale) });
}
