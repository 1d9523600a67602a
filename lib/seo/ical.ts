// iCalendar (RFC 5545) documents: CRLF line endings, lines folded at 75 octets, TEXT values escaped.
import { addDays, istDayStamp, istDayStartOf } from "@/lib/format/date";

export type CalendarEvent = {
  /** Globally unique and stable: the same event keeps its UID in every download. */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** Absolute URL of the event's page. */
  url: string;
  lastModified: Date;
  /** RFC 5545 SEQUENCE: 0 when first sent, one more each time its time changes. */
  sequence?: number;
  /** RFC 5545 STATUS (a cancelled invitation: CANCELLED). */
  status?: "CONFIRMED" | "CANCELLED";
  /** Mail addresses of the organizer and the one attendee (an invitation: METHOD:REQUEST or CANCEL). */
  organizer?: string;
  attendee?: string;
} & (
  | {
      start: Date;
      /** When it ends, if known (a booked consultation: its length). */
      end?: Date;
    }
  | {
      /** An all-day entry on this day ("2027-01-15"): DATE values, no time and no time zone. */
      day: string;
    }
);

/** An entry at a time (not all-day). */
export type TimedCalendarEvent = Extract<CalendarEvent, { start: Date }>;

/** RFC 5546 METHOD: a published calendar, an invitation, or its cancellation. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export const ICAL_CONTENT_TYPE = "text/calendar; charset=utf-8";

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma escaped; every line break becomes "\n". */
export function escapeText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * One content line folded (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, each continuation starting
 * with one space (which counts toward its 75), and never splitting a character's bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A DATE from "2027-01-15": 20270115. */
export function dateStamp(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return day.replace(/-/g, "");
}

/** The day after "2027-01-15" ("2027-01-16"): an all-day entry's DTEND, which is exclusive. */
function nextDay(day: string): string {
  return istDayStamp(addDays(istDayStartOf(day), 1));
}

function whenLines(event: CalendarEvent): string[] {
  if ("day" in event) {
    return [
      `DTSTART;VALUE=DATE:${dateStamp(event.day)}`,
      `DTEND;VALUE=DATE:${dateStamp(nextDay(event.day))}`,
    ];
  }
  return [`DTSTART:${utcStamp(event.start)}`, ...(event.end ? [`DTEND:${utcStamp(event.end)}`] : [])];
}

/** A DATE-TIME in UTC: 20270115T130000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...whenLines(event),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer.replace(/[\r\n]/g, "")}`] : []),
    ...(event.attendee ? [`ATTENDEE;RSVP=FALSE:mailto:${event.attendee.replace(/[\r\n]/g, "")}`] : []),
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value, not TEXT: it is not escaped (a comma in it stays a comma).
    `URL:${event.url.replace(/[\r\n]/g, "")}`,
    "END:VEVENT",
  ];
}

/**
 * A calendar of `events`, published unless `method` says it is an invitation (REQUEST) or its cancellation
 * (CANCEL); `now` is the DTSTAMP of each (when this copy was made).
 */
export function icalendar(
  { name, events, method = "PUBLISH" }: { name: string; events: CalendarEvent[]; method?: CalendarMethod },
  now: Date = new Date(),
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Builders Hub//Events//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
