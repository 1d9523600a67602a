// The saved searches' digests, sent by POST /api/cron/alerts. For each search due in the current period
// (periods.ts) its new matches are read (listings approved since the last digest it sent, or since it was saved;
// at most 20, latest first); with none nothing is claimed or sent. Otherwise a SavedSearchDigest row for
// (search, period) is claimed in a transaction before the mail goes: the insert is unique per search and period,
// and the search's row is locked while it is checked, so two triggers, two instances or a retry never send one
// period twice. The lease: a claim not marked sent within CLAIM_LEASE_MS is taken to have crashed, and the next
// run claims it again (the one case a mail could go twice: a crash after the mail left and before it was marked).
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/deliver";
import { notifySavedSearchMatches } from "@/lib/notifications/write";
import { digestMail } from "@/lib/saved-searches/mails";
import { newMatches } from "@/lib/saved-searches/matches";
import { periodOf } from "@/lib/saved-searches/periods";
import { savedSearchSelect } from "@/lib/saved-searches/queries";
import type { AlertFrequency } from "@/lib/saved-searches/schema";
import { paramsOf, searchViewOf } from "@/lib/saved-searches/search-view";

/** Listings a digest lists at most. */
export const DIGEST_SIZE = 20;
/** How long a claim holds before a later run may take it over. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** Searches one run handles per frequency at most (the next run takes the rest). */
const BATCH = 500;

type Frequency = Exclude<AlertFrequency, "off">;

const dueSelect = {
  ...savedSearchSelect,
  userId: true,
  user: { select: { email: true, firstName: true } },
} as const;

type Due = Awaited<ReturnType<typeof findDue>>[number];

/** Searches of `frequency` with no digest in `period` (or only a claim whose lease has run out). */
function findDue(frequency: Frequency, period: string, leaseStart: Date) {
  return db.savedSearch.findMany({
    where: {
      frequency,
      digests: { none: { period, OR: [{ sentAt: { not: null } }, { claimedAt: { gt: leaseStart } }] } },
    },
    orderBy: { id: "asc" },
    take: BATCH,
    select: dueSelect,
  });
}

type Run = { now: Date; leaseStart: Date; deliver: typeof deliverMail };

/**
 * Claims the digest of `search` for `period`: null when another run holds it or sent it, when the search changed
 * since it was read (turned off, another frequency, a digest sent), or when another period's claim of it is live.
 */
async function claimDigest(search: Due, period: string, { now, leaseStart }: Run): Promise<string | null> {
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
    return claim?.id ?? null;
  });
}

/** Sends the digest of one search for `period` if it has new matches and the claim is ours; answers whether. */
async function sendDigest(search: Due, period: string, run: Run): Promise<boolean> {
  const since = search.lastSentAt ?? search.createdAt;
  const matches = await newMatches(search.kind, search.query, { since, until: run.now, take: DIGEST_SIZE });
  if (matches.length === 0) return false;
  const claim = await claimDigest(search, period, run);
  if (!claim) return false;
  const view = searchViewOf(search.kind, paramsOf(search.query));
  const mail = digestMail({ search: { ...search, ...view }, to: search.user, matches });
  // deliverMail never throws: a mail that fails twice is kept for the back office to send again.
  await run.deliver("saved search digest", mail);
  // The search's row first, then the digest's: the order the claim locks them in, so the two never deadlock. The
  // member's notification is written with them: a digest marked sent has its notification, and only then.
  await db.$transaction(async (tx) => {
    await tx.savedSearch.update({ where: { id: search.id }, data: { lastSentAt: run.now }, select: { id: true } });
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

/** Sends every digest due at `now`; answers how many went. */
export async function sendDigests({
  now = new Date(),
  deliver = deliverMail,
}: { now?: Date; deliver?: typeof deliverMail } = {}): Promise<number> {
  const run: Run = { now, leaseStart: new Date(now.getTime() - CLAIM_LEASE_MS), deliver };
  let sent = 0;
  for (const frequency of ["instant", "daily", "weekly"] as const) {
    const period = periodOf(frequency, now);
    for (const search of await findDue(frequency, period, run.leaseStart)) {
      if (await sendDigest(search, period, run)) sent++;
    }
  }
  return sent;
}
