// What the RSS feeds and the events calendar hold: live listings only (lib/listings/live.ts), newest first.
import { db } from "@/lib/db";
import { formatDay } from "@/lib/format/date";
import { formatEventSpan } from "@/lib/format/event-span";
import { liveEventWhere, liveJobWhere } from "@/lib/listings/live";
import { calendarEventOf } from "@/lib/seo/event-calendar";
import type { CalendarEvent } from "@/lib/seo/ical";
import type { RssItem } from "@/lib/seo/rss";

/** Items per feed: the newest live listings. */
export const FEED_SIZE = 50;
/** Events in the calendar feed: the soonest upcoming ones. */
export const CALENDAR_SIZE = 500;

const SUMMARY_CHARS = 600;

/** A plain-text summary: the facts line, then the short description (or the start of the description). */
function summary(facts: (string | null | undefined)[], shortText: string, longText: string): string {
  const text = (shortText || longText).trim();
  const body = text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;
  return [facts.filter(Boolean).join(" · "), body].filter(Boolean).join("\n\n");
}

const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export async function jobFeedItems(siteUrl: string, now: Date = new Date()): Promise<RssItem[]> {
  const jobs = await db.job.findMany({
    where: liveJobWhere(now),
    orderBy: newest,
    take: FEED_SIZE,
    select: {
      id: true,
      title: true,
      company: true,
      location: true,
      type: true,
      jobType: true,
      salary: true,
      shortDescription: true,
      description: true,
      applicationDeadline: true,
      createdAt: true,
    },
  });
  return jobs.map((job) => ({
    title: `${job.title} at ${job.company}`,
    link: `${siteUrl}/job/${job.id}`,
    description: summary(
      [
        job.location,
        job.jobType,
        job.salary,
        job.applicationDeadline && `Apply by ${formatDay(job.applicationDeadline.toISOString())}`,
      ],
      job.shortDescription,
      job.description,
    ),
    pubDate: job.createdAt,
    categories: [job.type, job.jobType],
  }));
}

const eventFields = {
  id: true,
  title: true,
  type: true,
  date: true,
  endDate: true,
  location: true,
  shortDescription: true,
  description: true,
  createdAt: true,
  updatedAt: true,
} as const;

export async function eventFeedItems(siteUrl: string, now: Date = new Date()): Promise<RssItem[]> {
  const events = await db.event.findMany({
    where: liveEventWhere(now),
    orderBy: newest,
    take: FEED_SIZE,
    select: eventFields,
  });
  return events.map((event) => ({
    title: `${event.title} (${event.type})`,
    link: `${siteUrl}/event/${event.id}`,
    description: summary(
      [
        formatEventSpan(event.date?.toISOString(), event.endDate?.toISOString()),
        event.location || "Location to be announced",
      ],
      event.shortDescription,
      event.description,
    ),
    pubDate: event.createdAt,
    categories: [event.type],
  }));
}

/** Upcoming live events that have a date, soonest first. */
export async function upcomingCalendarEvents(
  siteUrl: string,
  now: Date = new Date(),
): Promise<CalendarEvent[]> {
  const events = await db.event.findMany({
    where: { AND: [liveEventWhere(now), { date: { not: null } }] },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take: CALENDAR_SIZE,
    select: eventFields,
  });
  return events.flatMap((event) => {
    const entry = event.date && calendarEventOf({ ...event, date: event.date }, siteUrl);
    return entry ? [entry] : [];
  });
}
