// What a member's feed lists, as calendar entries (lib/seo/ical.ts): events they marked Interested, the deadlines
// of jobs they applied to (all-day), their accepted consultations at their times. In the member's language
// (./words.ts): the titles and descriptions the site writes, and the links to its pages; what members and admins
// wrote (titles, topics, an event's description) as written. English by default.
import { englishFeedWords, type FeedWords } from "@/lib/calendar/words";
import { consultationUid, sessionLength } from "@/lib/consultations/calendar";
import { istDayStamp } from "@/lib/format/date";
import type { CalendarEvent } from "@/lib/seo/ical";
import { calendarEventOf } from "@/lib/seo/event-calendar";
import { site } from "@/lib/site/config";

export type InterestRow = Parameters<typeof calendarEventOf>[0] & { date: Date };

export type DeadlineRow = {
  id: string;
  updatedAt: Date;
  job: { id: string; title: string; company: string; applicationDeadline: Date; updatedAt: Date };
};

export type ConsultationRow = {
  id: string;
  topic: string;
  scheduledDate: Date;
  calendarSequence: number;
  /** A slot booking's length; null for a request an admin gave a time. */
  slotMinutes: number | null;
  updatedAt: Date;
};

const later = (a: Date, b: Date) => (a > b ? a : b);

export function deadlineEntry(
  row: DeadlineRow,
  siteUrl: string,
  words: FeedWords = englishFeedWords,
): CalendarEvent {
  const { job } = row;
  const url = words.url(siteUrl, `/job/${job.id}`);
  const named = { title: job.title, company: job.company };
  return {
    uid: `application-${row.id}@${new URL(siteUrl).hostname}`,
    // The deadline is a day (the form's date field); its day in India, where the site's dates are read.
    day: istDayStamp(job.applicationDeadline),
    title: words.t("deadlineTitle", named),
    description: words.t("deadlineDescription", { ...named, url }),
    location: "",
    url,
    lastModified: later(row.updatedAt, job.updatedAt),
  };
}

/** A consultation at its time: its slot's length, else (a request given a time) the configured `sessionMinutes`. */
export function consultationEntry(
  row: ConsultationRow,
  siteUrl: string,
  sessionMinutes: number,
  words: FeedWords = englishFeedWords,
): CalendarEvent {
  return {
    uid: consultationUid(row.id),
    start: row.scheduledDate,
    end: new Date(row.scheduledDate.getTime() + sessionLength(row, sessionMinutes) * 60_000),
    sequence: row.calendarSequence,
    title: words.t("consultationTitle", { topic: row.topic }),
    description: "",
    location: "",
    url: words.url(siteUrl, "/dashboard/consultations"),
    lastModified: row.updatedAt,
  };
}

/** An event the member marked Interested: the events calendar's entry, its own line and link in the language. */
export function interestEntry(
  event: InterestRow,
  siteUrl: string,
  words: FeedWords = englishFeedWords,
): CalendarEvent {
  const entry = calendarEventOf(event, siteUrl);
  if (words === englishFeedWords) return entry;
  const url = words.url(siteUrl, `/event/${event.id}`);
  const about = (event.shortDescription || event.description).trim();
  const line = words.t("eventLine", { type: words.eventType(event.type), site: site.name, url });
  return { ...entry, url, description: [about, line].filter(Boolean).join("\n\n") };
}

export function feedEntries(
  rows: {
    interests: InterestRow[];
    deadlines: DeadlineRow[];
    consultations: ConsultationRow[];
    /** The configured session length (the back office's Schedule). */
    sessionMinutes: number;
  },
  siteUrl: string,
  words: FeedWords = englishFeedWords,
): CalendarEvent[] {
  return [
    ...rows.interests.map((event) => interestEntry(event, siteUrl, words)),
    ...rows.deadlines.map((row) => deadlineEntry(row, siteUrl, words)),
    ...rows.consultations.map((row) => consultationEntry(row, siteUrl, rows.sessionMinutes, words)),
  ];
}
