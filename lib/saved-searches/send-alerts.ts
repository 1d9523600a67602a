// Sending the alerts of a batch of searches: claimed (claims.ts), each claim's matches confirmed again with the
// search's list at the moment the mail is written (matches.ts: a listing closed or changed since is not named),
// the mails sent in one batch call under the batch's idempotency key (lib/mail/send-batch.ts), then marked sent
// with the members' notifications. Instant alerts, daily and weekly digests all go this way (jobs.ts).
import { db } from "@/lib/db";
import { mailLocaleOf } from "@/lib/mail/i18n";
import { sendMailBatch, type BatchMail } from "@/lib/mail/send-batch";
import { notifySavedSearchMatches } from "@/lib/notifications/write";
import {
  claimAlerts,
  markSent,
  releaseClaims,
  type Claim,
  type Frequency,
} from "@/lib/saved-searches/claims";
import { digestMail } from "@/lib/saved-searches/mails";
import { listingsAmong, type Match } from "@/lib/saved-searches/matches";
import { periodOf, toldBefore } from "@/lib/saved-searches/periods";
import type { SavedSearchKind } from "@/lib/saved-searches/schema";
import { paramsOf, searchViewIn, searchViewOf } from "@/lib/saved-searches/search-view";

/** Listings an alert names at most (the newest approvals; its button opens the whole search). */
export const DIGEST_SIZE = 20;
/** Alerts written at the same time (each reads its listings once). */
const WRITE_CONCURRENCY = 8;

export type AlertRun = {
  frequency: Frequency;
  now: Date;
  /** The batch call (tests pass one that fails or records). */
  sendBatch?: typeof sendMailBatch;
};

export type AlertsSent = {
  /** Mails that went (or would have, when their listings were all gone: none is sent then). */
  sent: number;
  /** Searches whose alert for this period went already: due again in the next. */
  waiting: string[];
};

type Written = { claim: Claim; search: Search; matches: Match[]; mail: BatchMail | null };
type Search = { id: string; userId: string; name: string; kind: SavedSearchKind; query: string };

/** Each claim's search, its matched listings as its list shows them now, and its mail (null when none is left). */
async function writeAlerts(claims: Claim[], now: Date): Promise<Written[]> {
  const rows = await db.savedSearchDigest.findMany({
    where: { id: { in: claims.map((c) => c.id) } },
    select: {
      id: true,
      matches: { select: { listingId: true } },
      search: {
        select: {
          id: true,
          userId: true,
          name: true,
          kind: true,
          query: true,
          user: { select: { email: true, firstName: true, locale: true } },
        },
      },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Searches alike with the same new listings (the usual case) read their list once.
  const read = new Map<string, Promise<Match[]>>();
  const listed = (kind: SavedSearchKind, query: string, ids: string[]) => {
    const key = JSON.stringify([kind, query, [...ids].sort()]);
    if (!read.has(key)) read.set(key, listingsAmong(kind, query, ids, { now, take: DIGEST_SIZE }));
    return read.get(key)!;
  };
  const ordered = [...claims].sort((a, b) => a.searchId.localeCompare(b.searchId));
  const written: Written[] = [];
  for (let i = 0; i < ordered.length; i += WRITE_CONCURRENCY) {
    const slice = ordered.slice(i, i + WRITE_CONCURRENCY);
    written.push(
      ...(await Promise.all(
        slice.map(async (claim): Promise<Written> => {
          const row = byId.get(claim.id)!;
          const { user, ...search } = row.search;
          const ids = row.matches.map((m) => m.listingId);
          const matches = await listed(search.kind, search.query, ids);
          if (matches.length === 0) return { claim, search, matches, mail: null };
          // The search in words in the member's language (their row's, read now), as the mail is written in it.
          const view = await searchViewIn(search.kind, paramsOf(search.query), mailLocaleOf(user.locale));
          const mail = await digestMail({ search: { ...search, ...view }, to: user, matches });
          return { claim, search, matches, mail };
        }),
      )),
    );
  }
  return written;
}

/** Sends one batch (claims under one key) and marks it sent; gives the claims back if the call fails. */
async function sendBatchOf(batchKey: string, claims: Claim[], run: AlertRun): Promise<number> {
  const written = await writeAlerts(claims, run.now);
  const mails = written.flatMap((w) => (w.mail ? [w.mail] : []));
  try {
    await (run.sendBatch ?? sendMailBatch)(mails, {
      idempotencyKey: batchKey,
      kind: `saved search ${run.frequency} alerts`,
    });
  } catch (error) {
    await releaseClaims(claims);
    throw error;
  }
  const bySearch = new Map(written.map((w) => [w.search.id, w]));
  const alerts = written.map((w) => ({
    claimId: w.claim.id,
    searchId: w.search.id,
    listed: w.matches.length,
  }));
  const marked = await markSent(alerts, run.now, async (tx, done) => {
    for (const alert of done) {
      const { search } = bySearch.get(alert.searchId)!;
      const view = searchViewOf(search.kind, paramsOf(search.query));
      await notifySavedSearchMatches(tx, {
        userId: search.userId,
        name: search.name,
        matches: alert.listed,
        list: `${search.kind}s`,
        params: new URLSearchParams(view.query),
      });
    }
  });
  return marked.filter((a) => a.listed > 0).length;
}

/** Claims and sends the alerts of `searchIds` (up to a batch) for the period `run.now` falls in. */
export async function sendAlerts(searchIds: string[], run: AlertRun): Promise<AlertsSent> {
  const period = periodOf(run.frequency, run.now);
  const before = toldBefore(run.frequency, run.now);
  const { fresh, resumed, waiting } = await claimAlerts(searchIds, { ...run, period, before });
  const batches = new Map<string, Claim[]>();
  for (const claim of [...fresh, ...resumed]) {
    batches.set(claim.batchKey, [...(batches.get(claim.batchKey) ?? []), claim]);
  }
  let sent = 0;
  for (const [key, claims] of batches) sent += await sendBatchOf(key, claims, run);
  return { sent, waiting };
}
