// When a consultation starts, said from the time actually left and India's calendar (the reminder's words):
// "in 40 minutes, at 3:30 pm IST", "today at 3:30 pm IST (in 5 hours)", "tomorrow at 10:00 am IST", and beyond
// that its day ("on Mon, 7 Dec at 10:00 am IST").
import { formatIstTime, formatIstWeekday, istDayStamp } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `start` as seen at `now` (both instants; the words are India's). */
export function startsIn(start: Date, now: Date): string {
  const at = `${formatIstTime(start)} IST`;
  const minutes = Math.max(1, Math.round((start.getTime() - now.getTime()) / MINUTE));
  const days = (Date.parse(istDayStamp(start)) - Date.parse(istDayStamp(now))) / DAY;
  if (minutes < 60) return `in ${plural(minutes, "minute")}, at ${at}`;
  if (days <= 0) return `today at ${at} (in ${plural(Math.round(minutes / 60), "hour")})`;
  if (days === 1) return `tomorrow at ${at}`;
  return `on ${formatIstWeekday(start)} at ${at}`;
}
