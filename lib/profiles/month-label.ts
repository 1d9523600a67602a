// The leaderboard's month in words ("November 2026", "नवंबर 2026"), in India's calendar. No database: components read it.
import { formatDay, istMonthStart } from "@/lib/format/date";

export const monthLabel = (now: Date, locale = "en") =>
  formatDay(istMonthStart(now), "", locale).replace(/^\d+\s+/, "");
