// One event as a calendar entry (lib/seo/ical.ts), for the events calendar and an event's own download.
import type { TimedCalendarEvent } from "@/lib/seo/ical";
import { site } from "@/lib/site/config";

type CalendarSource = {
  id: string;
  title: string;
  type: string;
  date: Date | string;
  /** When it ends, if the poster said: the entry's DTEND (a 36-hour hackathon is 36 hours long). */
  endDate?: Date | string | null;
  location: string;
  shortDescription: string;
  description: string;
  updatedAt: Date | string;
};

/** The UID's domain: the site's host, so the UID stays the same in every copy and for every subscriber. */
const hostOf = (siteUrl: string) => new URL(siteUrl).hostname;

export function calendarEventOf(event: CalendarSource, siteUrl: string): TimedCalendarEvent {
  const url = `${siteUrl}/event/${event.id}`;
  const about = (event.shortDescription || event.description).trim();
  return {
    uid: `event-${event.id}@${hostOf(siteUrl)}`,
    start: new Date(event.date),
    ...(event.endDate ? { end: new Date(event.endDate) } : {}),
    title: event.title,
    // Many calendar apps ignore URL, so the page's address is written into the description as well.
    description: [about, `${event.type} on ${site.name}: ${url}`].filter(Boolean).join("\n\n"),
    location: event.location,
    url,
    lastModified: new Date(event.updatedAt),
  };
}

/** A file name for an event's .ics download: its title in lower-case words, ASCII only. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}
