// The saved searches' background jobs (lib/queue runs them; the data is the job's JSON):
// - listing.match { kind, id }: queued when a listing is approved (lib/listings/moderation.ts, lib/admin/
//   bulk-moderation.ts); one pass over the reverse index records the searches it matches (match-listing.ts) and
//   queues the instant alerts of those it reached.
// - alerts.instant { searchIds? , after? }: the alerts of those searches now (one mail per search per 5-minute
//   window; one whose window's alert went is queued again for the next); without ids, every instant search with
//   something new, a page at a time (the schedule's sweep).
// - alerts.digest { period?, after? }: the daily or weekly digests (of the matches recorded before the day or week
//   began, periods.ts) of the searches with something new and no digest this period, a page at a time in id order,
//   each page queueing the next; without a period, both.
// A search with nothing new is never read; a page of 100 is one claim transaction and one batch call.
import { z } from "zod";
import { enqueue } from "@/lib/queue/enqueue";
import type { JobName } from "@/lib/queue/names";
import type { JobHandler } from "@/lib/queue/run-job";
import { db } from "@/lib/db";
import type { sendMailBatch } from "@/lib/mail/send-batch";
import type { Frequency } from "@/lib/saved-searches/claims";
import { matchListing, type MatchPass } from "@/lib/saved-searches/match-listing";
import { nextPeriodStart, periodOf, toldBefore } from "@/lib/saved-searches/periods";
import { savedSearchKinds } from "@/lib/saved-searches/schema";
import { sendAlerts, type AlertsSent } from "@/lib/saved-searches/send-alerts";

/** Searches a page holds: one claim transaction and one batch call (Resend's batch takes up to 100 mails). */
export const PAGE = 100;

/** What a test (or a script) sets: the clock and the batch call. */
export type JobOptions = { now?: Date; sendBatch?: typeof sendMailBatch };

const matchData = z.object({ kind: z.enum(savedSearchKinds), id: z.string().min(1) });
const instantData = z.object({
  searchIds: z.array(z.string()).max(PAGE).optional(),
  after: z.string().optional(),
});
const digestData = z.object({ period: z.enum(["daily", "weekly"]).optional(), after: z.string().optional() });

/** listing.match: matches one approved listing, and queues the instant alerts it makes due. */
export async function matchListingJob(
  data: unknown,
  { now = new Date() }: JobOptions = {},
): Promise<MatchPass> {
  const { kind, id } = matchData.parse(data);
  return matchListing(kind, id, now, async (instant) => {
    for (let i = 0; i < instant.length; i += PAGE) {
      await enqueue("alerts.instant", { searchIds: instant.slice(i, i + PAGE) });
    }
  });
}

/**
 * The page after `after` of the searches of `frequency` with something new to tell in this period (recorded before
 * toldBefore) whose alert of the period has not gone (one in flight is left to claims.ts: a live claim is skipped, a
 * crashed one taken over): a range of the partial index SavedSearch_pending_idx, each checked against its claim of
 * the period by that claim's unique key.
 */
async function pendingPage(frequency: Frequency, now: Date, after: string): Promise<string[]> {
  const period = periodOf(frequency, now);
  const before = toldBefore(frequency, now);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT s."id" FROM "SavedSearch" s
    WHERE s."frequency" = ${frequency}::"AlertFrequency" AND s."pendingSince" IS NOT NULL
      AND s."pendingSince" < ${before} AND s."id" > ${after}
      AND NOT EXISTS (
        SELECT 1 FROM "SavedSearchDigest" d
        WHERE d."searchId" = s."id" AND d."period" = ${period} AND d."sentAt" IS NOT NULL
      )
    ORDER BY s."id" LIMIT ${PAGE}`;
  return rows.map((r) => r.id);
}

/**
 * Queues the next page (same job, `after` this page's last search), then sends this one: another worker sends the
 * next page meanwhile, so workers added share a run (pages are ranges of ids one after another, never overlapping,
 * and the claims keep each alert single whatever runs twice).
 */
async function sendPage(
  frequency: Frequency,
  after: string,
  next: (after: string) => Promise<void>,
  { now = new Date(), sendBatch }: JobOptions,
): Promise<AlertsSent> {
  const page = await pendingPage(frequency, now, after);
  if (page.length === PAGE) await next(page.at(-1)!);
  return page.length ? sendAlerts(page, { frequency, now, sendBatch }) : { sent: 0, waiting: [] };
}

/** alerts.instant: the instant alerts of `searchIds`, or (none given) a page of every instant search due. */
export async function instantAlertsJob(data: unknown, options: JobOptions = {}): Promise<AlertsSent> {
  const { searchIds, after } = instantData.parse(data ?? {});
  const now = options.now ?? new Date();
  if (!searchIds) {
    return sendPage("instant", after ?? "", (last) => enqueue("alerts.instant", { after: last }), {
      ...options,
      now,
    });
  }
  const result = await sendAlerts(searchIds, { frequency: "instant", now, sendBatch: options.sendBatch });
  // Their alert of this window went already: theirs is the next window's.
  if (result.waiting.length) {
    await enqueue(
      "alerts.instant",
      { searchIds: result.waiting },
      { startAfter: nextPeriodStart("instant", now) },
    );
  }
  return result;
}

/** alerts.digest: a page of the daily or weekly digests due (both, queued as their own jobs, when none is named). */
export async function digestJob(data: unknown, options: JobOptions = {}): Promise<AlertsSent> {
  const { period, after } = digestData.parse(data ?? {});
  if (!period) {
    await enqueue("alerts.digest", { period: "daily" });
    await enqueue("alerts.digest", { period: "weekly" });
    return { sent: 0, waiting: [] };
  }
  return sendPage(period, after ?? "", (last) => enqueue("alerts.digest", { period, after: last }), options);
}

/** The handlers of these jobs as the worker's registry takes them (lib/worker/handlers.ts spreads them in). */
export const savedSearchJobHandlers = {
  "listing.match": (data) => matchListingJob(data),
  "alerts.instant": (data) => instantAlertsJob(data),
  "alerts.digest": (data) => digestJob(data),
} satisfies Partial<Record<JobName, JobHandler>>;
