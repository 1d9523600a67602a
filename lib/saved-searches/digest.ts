// The saved searches' digests, sent by POST /api/cron/alerts. A run reads every search due at its time
// (SavedSearch.nextDueAt, page after page over its index: keyset, oldest due first, so no number of searches
// ahead of one keeps it waiting) and reads its new matches (listings approved since the last digest it sent, or
// since it was saved; at most 20, latest first). With none, nothing is claimed or sent and the search is checked
// for its period: not due again until the next one begins (periods.ts). Otherwise a SavedSearchDigest row for
// (search, period) is claimed in a transaction before the mail goes: the insert is unique per search and period,
// and the search's row is locked while it is checked, so two triggers, two instances or a retry never send one
// period twice. The lease: a claim not marked sent within CLAIM_LEASE_MS is taken to have crashed, and the next
// run claims it again (the one case a mail could go twice: a crash after the mail left and before it was marked).
// A search another run holds stays due, and a later run takes it up.
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/deliver";
import { notifySavedSearchMatches } from "@/lib/notifications/write";
import { digestMail } from "@/lib/saved-searches/mails";
import { newMatches } from "@/lib/saved-searches/matches";
import { nextPeriodStart, periodOf } from "@/lib/saved-searches/periods";
import { savedSearchSelect } from "@/lib/saved-searches/queries";
import type { AlertFrequency } from "@/lib/saved-searches/schema";
import { paramsOf, searchViewOf } from "@/lib/saved-searches/search-view";

/** Listings a digest lists at most. */
export const DIGEST_SIZE = 20;
/** How long a claim holds before a later run may take it over. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** Searches a run reads at a time (it reads page after page until none is due). */
const PAGE = 500;

type Frequency = Exclude<AlertFrequency, "off">;

const dueSelect = {
  ...savedSearchSelect,
  nextDueAt: true,
  userId: true,
  user: { select: { email: true, firstName: true } },
} as const;

type Due = Awaited<ReturnType<typeof findDue>>[number];

/** Where a run has read up to: the (nextDueAt, id) of the last search it read. */
type Cursor = { at: Date; id: string };

/** The page of searches due at `now` after `after`, in (nextDueAt, id) order: a range of the index. */
function findDue(now: Date, after: Cursor) {
  return db.savedSearch.findMany({
    where: {
      frequency: { not: "off" },
      nextDueAt: { gte: after.at, lte: now },
      OR: [{ nextDueAt: { gt: after.at } }, { id: { gt: after.id } }],
    },
    orderBy: [{ nextDueAt: "asc" }, { id: "asc" }],
    take: PAGE,
    select: dueSelect,
  });
}

/** A search with nothing new: not due again until its next period (unless it changed since it was read). */
async function markChecked(search: Due, next: Date) {
  await db.savedSearch.updateMany({
    where: { id: search.id, frequency: search.frequency, nextDueAt: search.nextDueAt },
    data: { nextDueAt: next },
  });
}

type Run = { now: Date; leaseStart: Date; deliver: typeof deliverMail };

/**
 * Claims the digest of `search` for `period`: null when another run holds it or sent it, when the search changed
 * since it was read (turned off, another frequency, a digest sent), or when another period's claim of it is live.
 * A period whose digest already went (the search was switched to another frequency and back) is not due again
 * until `next`.
 */
async function claimDigest(
  search: Due,
  period: string,
  next: Date,
  { now, leaseStart }: Run,
): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ frequency: string; lastSentAt: Date | null }[]>`
      SELECT "frequency"::text AS "frequency", "lastSentAt" FROM "SavedSearch" WHERE "id" = ${search.id} FOR UPDATE`;
    if (!row || row.frequency !== search.frequency) return null;
    if ((row.lastSentAt?.getTime() ?? null) !== (search.lastSentAt?.getTime() ?? null)) return null;
    const live = await tx.savedSearchDigest.count({
      where: { searchId: search.id, period: { not: period }, sentAt: null, claimedAt: { gt: leaseStart } },
    });
    if (live > 0) return null;
    const [claim] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "SavedSearchDigest" ("id", "searchId", "period", "claimedAt")
      VALUES (${crypto.randomUUID()}, ${search.id}, ${period}, ${now})
      ON CONFLICT ("searchId", "period") DO UPDATE SET "claimedAt" = EXCLUDED."claimedAt"
        WHERE "SavedSearchDigest"."sentAt" IS NULL AND "SavedSearchDigest"."claimedAt" <= ${leaseStart}
      RETURNING "id"`;
    if (claim) return claim.id;
    await tx.savedSearch.updateMany({
      where: { id: search.id, digests: { some: { period, sentAt: { not: null } } } },
      data: { nextDueAt: next },
    });
    return null;
  });
}

/**
 * Checks one due search: sends its digest for this period if it has new matches and the claim is ours (answers
 * whether), or marks it checked for this period when nothing is new.
 */
async function checkSearch(search: Due, run: Run): Promise<boolean> {
  const frequency = search.frequency as Frequency;
  const period = periodOf(frequency, run.now);
  const next = nextPeriodStart(frequency, run.now);
  const since = search.lastSentAt ?? search.createdAt;
  const matches = await newMatches(search.kind, search.query, { since, until: run.now, take: DIGEST_SIZE });
  if (matches.length === 0) {
    await markChecked(search, next);
    return false;
  }
  const claim = await claimDigest(search, period, next, run);
  if (!claim) return false;
  const view = searchViewOf(search.kind, paramsOf(search.query));
  const mail = digestMail({ search: { ...search, ...view }, to: search.user, matches });
  // deliverMail never throws: a mail that fails twice is kept for the back office to send again.
  await run.deliver("saved search digest", mail);
  // The search's row first, then the digest's: the order the claim locks them in, so the two never deadlock. The
  // member's notification is written with them: a digest marked sent has its notification, and only then.
  await db.$transaction(async (tx) => {
    await tx.savedSearch.update({
      where: { id: search.id },
      data: { lastSentAt: run.now, nextDueAt: next },
      select: { id: true },
    });
    await tx.savedSearchDigest.update({
      where: { id: claim },
      data: { sentAt: run.now, listingCount: matches.length },
      select: { id: true },
    });
    await notifySavedSearchMatches(tx, {
      userId: search.userId,
      name: search.name,
      matches: matches.length,
      list: `${search.kind}s`,
      params: new URLSearchParams(view.query),
    });
  });
  return true;
}

/** Checks every search due at `now`, page after page; answers how many digests went. */
export async function sendDigests({
  now = new Date(),
  deliver = deliverMail,
}: { now?: Date; deliver?: typeof deliverMail } = {}): Promise<number> {
  const run: Run = { now, leaseStart: new Date(now.getTime() - CLAIM_LEASE_MS), deliver };
  let sent = 0;
  let after: Cursor = { at: new Date(0), id: "" };
  for (;;) {
    const page = await findDue(now, after);
    for (const search of page) {
      if (await checkSearch(search, run)) sent++;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return sent;
    after = { at: last.nextDueAt!, id: last.id };
  }
}
