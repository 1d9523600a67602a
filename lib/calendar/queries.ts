// A member's calendar feed, read by its secret token: null when no such token exists or its member is suspended.
// In the member's language (their row's, read with the feed: a calendar app sends none).
import { db } from "@/lib/db";
import { getSessionMinutes } from "@/lib/consultations/availability";
import { feedEntries } from "@/lib/calendar/entries";
import { feedWords } from "@/lib/calendar/words";
import { icalendar } from "@/lib/seo/ical";

/** Enough for years of a member's activity, and a bound on one answer. */
const MAX_PER_KIND = 500;

async function feedRows(userId: string) {
  const [interests, deadlines, consultations, sessionMinutes] = await Promise.all([
    db.eventInterest.findMany({
      where: { userId, event: { status: "approved", date: { not: null } } },
      orderBy: { createdAt: "desc" },
      take: MAX_PER_KIND,
      select: {
        event: {
          select: {
            id: true,
            title: true,
            type: true,
            date: true,
            endDate: true,
            location: true,
            shortDescription: true,
            description: true,
            updatedAt: true,
          },
        },
      },
    }),
    db.jobApplication.findMany({
      where: {
        userId,
        // Live applications only: withdrawn, declined or closed with their job, the deadline is no longer theirs.
        status: { notIn: ["cancelled", "rejected", "closed"] },
        job: { applicationDeadline: { not: null } },
      },
      orderBy: { createdAt: "desc" },
      take: MAX_PER_KIND,
      select: {
        id: true,
        updatedAt: true,
        job: {
          select: { id: true, title: true, company: true, applicationDeadline: true, updatedAt: true },
        },
      },
    }),
    db.consultation.findMany({
      where: { userId, status: "accepted", scheduledDate: { not: null } },
      orderBy: { scheduledDate: "desc" },
      take: MAX_PER_KIND,
      select: {
        id: true,
        topic: true,
        scheduledDate: true,
        calendarSequence: true,
        slotMinutes: true,
        updatedAt: true,
      },
    }),
    getSessionMinutes(),
  ]);
  // The filters above guarantee the dates; the types do not know it.
  return {
    interests: interests.flatMap(({ event }) => (event.date ? [{ ...event, date: event.date }] : [])),
    deadlines: deadlines.flatMap((row) =>
      row.job.applicationDeadline
        ? [{ ...row, job: { ...row.job, applicationDeadline: row.job.applicationDeadline } }]
        : [],
    ),
    consultations: consultations.flatMap((row) =>
      row.scheduledDate ? [{ ...row, scheduledDate: row.scheduledDate }] : [],
    ),
    sessionMinutes,
  };
}

/** The feed's iCalendar text, or null (404) for an unknown token or a suspended member. */
export async function memberFeed(
  token: string,
  siteUrl: string,
  now: Date = new Date(),
): Promise<string | null> {
  const feed = await db.calendarFeed.findUnique({
    where: { token },
    select: { user: { select: { id: true, suspendedAt: true, locale: true } } },
  });
  if (!feed || feed.user.suspendedAt) return null;
  const [rows, words] = await Promise.all([feedRows(feed.user.id), feedWords(feed.user.locale)]);
  const events = feedEntries(rows, siteUrl, words);
  return icalendar({ name: words.t("feedName"), events }, now);
}
