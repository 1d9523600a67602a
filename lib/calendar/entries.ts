// What a member's feed lists, as calendar entries (lib/seo/ical.ts): events they marked Interested, the deadlines
// of jobs they applied to (all-day), their accepted consultations at their times.
import { consultationUid, sessionLength } from "@/lib/consultations/calendar";
import { istDayStamp } from "@/lib/format/date";
import type { CalendarEvent } from "@/lib/seo/ical";
import { calendarEventOf } from "@/lib/seo/event-calendar";

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

export function deadlineEntry(row: DeadlineRow, siteUrl: string): CalendarEvent {
  const { job } = row;
  const url = `${siteUrl}/job/${job.id}`;
  return {
    uid: `application-${row.id}@${new URL(siteUrl).hostname}`,
    // The deadline is a day (the form's date field); its day in India, where the site's dates are read.
    day: istDayStamp(job.applicationDeadline),
    title: `Application deadline: ${job.title} at ${job.company}`,
    description: `You applied to ${job.title} at ${job.company}: ${url}`,
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
): CalendarEvent {
  return {
    uid: consultationUid(row.id),
    start: row.scheduledDate,
    end: new Date(row.scheduledDate.getTime() + sessionLength(row, sessionMinutes) * 60_000),
    sequence: row.calendarSequence,
    title: `Builders Hub consultation: ${row.topic}`,
    description: "",
    location: "",
    url: `${siteUrl}/dashboard/consultations`,
    lastModified: row.updatedAt,
  };
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
): CalendarEvent[] {
  return [
    ...rows.interests.map((event) => calendarEventOf(event, siteUrl)),
    ...rows.deadlines.map((row) => deadlineEntry(row, siteUrl)),
    ...rows.consultations.map((row) => consultationEntry(row, siteUrl, rows.sessionMinutes)),
  ];
}
