// The period an alert belongs to, by frequency: its key is unique per search (SavedSearchDigest), so a search gets
// at most one alert a period. Instant: the 5-minute window (UTC) its run falls in; a listing goes out at once, and a
// second match within the window waits for the next (jobs.ts queues that search's alert for nextPeriodStart). Daily:
// the date in India, weekly: the ISO week of the date in India; a digest tells of the matches recorded before its
// period began (toldBefore), so the first run after midnight in India sends the day's digests (Monday's the week's)
// and a later run the same day sends only what a failed run left.
import { addDays, istDayStamp, istDayStart, istWeekStart } from "@/lib/format/date";
import type { AlertFrequency } from "@/lib/saved-searches/schema";

const INSTANT_WINDOW_MS = 5 * 60_000;

/** The Monday-based ISO week of a UTC date ("2026-W48"). */
function isoWeek(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of this week names its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export function periodOf(frequency: Exclude<AlertFrequency, "off">, now: Date): string {
  if (frequency === "instant") {
    const start = new Date(Math.floor(now.getTime() / INSTANT_WINDOW_MS) * INSTANT_WINDOW_MS);
    return `instant:${start.toISOString().slice(0, 16)}`;
  }
  const day = istDayStamp(now);
  return frequency === "daily" ? `daily:${day}` : `weekly:${isoWeek(new Date(`${day}T00:00:00Z`))}`;
}

/** When the period after the one `now` falls in begins: the next window, midnight in India, Monday 00:00 in India. */
export function nextPeriodStart(frequency: Exclude<AlertFrequency, "off">, now: Date): Date {
  if (frequency === "instant") {
    return new Date((Math.floor(now.getTime() / INSTANT_WINDOW_MS) + 1) * INSTANT_WINDOW_MS);
  }
  return frequency === "daily" ? addDays(istDayStart(now), 1) : addDays(istWeekStart(now), 7);
}

/**
 * The matches an alert sent at `now` tells of were recorded before this moment: all of them for an instant alert,
 * those of the days (weeks) before today (this week) in India for a daily (weekly) digest.
 */
export function toldBefore(frequency: Exclude<AlertFrequency, "off">, now: Date): Date {
  if (frequency === "instant") return new Date(now.getTime() + 1);
  return frequency === "daily" ? istDayStart(now) : istWeekStart(now);
}
