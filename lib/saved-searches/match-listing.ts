// One approved listing against every saved search, in one pass: the listing's keys (keys.ts) read the reverse
// index for its candidates (ranges of the SavedSearchKey primary key, whatever the number of searches; then the
// candidates by their ids), the list's own query confirms each distinct search among them once (matches.ts:
// searches alike are confirmed together), and the matches are recorded (SavedSearchMatch, once per search and
// listing), each search marked as having something new (pendingSince). Alerts go from those records (send-alerts.ts).
import { db } from "@/lib/db";
import { listingKeysOf, type ListingFacts } from "@/lib/saved-searches/keys";
import { listingsAmong } from "@/lib/saved-searches/matches";
import type { AlertFrequency, SavedSearchKind } from "@/lib/saved-searches/schema";

/** Searches recorded in one transaction (their rows locked in id order). */
const RECORD_CHUNK = 500;

/** What one pass did: candidates the index found, distinct searches confirmed, searches matched (new matches). */
export type MatchPass = {
  keys: number;
  candidates: number;
  confirmations: number;
  matched: number;
  /** The instant searches with a new match: their alerts are due now. */
  instant: string[];
};

/** The listing's keyed facts, or null when it is not approved (or gone). */
async function readListing(kind: SavedSearchKind, id: string): Promise<ListingFacts | null> {
  const where = { id, status: "approved" as const };
  if (kind === "job") {
    const row = await db.job.findFirst({
      where,
      select: {
        searchText: true,
        type: true,
        jobType: true,
        city: true,
        workMode: true,
        experience: true,
        skillKeys: true,
      },
    });
    return row && { kind, ...row };
  }
  if (kind === "event") {
    const row = await db.event.findFirst({ where, select: { searchText: true, type: true, city: true } });
    return row && { kind, ...row };
  }
  if (kind === "gig") {
    const row = await db.gig.findFirst({
      where,
      select: { searchText: true, category: true, tagKeys: true },
    });
    return row && { kind, ...row };
  }
  const row = await db.startup.findFirst({
    where,
    select: { searchText: true, industry: true, stage: true, city: true },
  });
  return row && { kind, ...row };
}

type Candidate = { id: string; query: string; frequency: AlertFrequency };

/** Candidates read at a time by their ids (primary-key lookups). */
const CANDIDATE_CHUNK = 5_000;

/**
 * The ids of the searches of `kind` filed under any of `keys`: ranges of SavedSearchKey's primary key (kind, key,
 * searchId), never a read of every search.
 */
export async function findCandidateIds(kind: SavedSearchKind, keys: string[]): Promise<string[]> {
  const rows = await db.$queryRaw<{ searchId: string }[]>`
    SELECT k."searchId" FROM "SavedSearchKey" k
    WHERE k."kind" = ${kind}::"SavedSearchKind" AND k."key" = ANY(${keys}::text[])`;
  return [...new Set(rows.map((r) => r.searchId))];
}

/** The candidates among `ids` whose alerts are on, by their ids. */
async function readCandidates(ids: string[]): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (let i = 0; i < ids.length; i += CANDIDATE_CHUNK) {
    out.push(
      ...(await db.$queryRaw<Candidate[]>`
        SELECT "id", "query", "frequency"::text AS "frequency" FROM "SavedSearch"
        WHERE "id" = ANY(${ids.slice(i, i + CANDIDATE_CHUNK)}::text[]) AND "frequency" <> 'off'`),
    );
  }
  return out;
}

/** Those of `candidates` whose list shows the listing at `now`: each distinct query read once. */
async function confirm(kind: SavedSearchKind, listingId: string, candidates: Candidate[], now: Date) {
  const byQuery = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const alike = byQuery.get(c.query);
    if (alike) alike.push(c);
    else byQuery.set(c.query, [c]);
  }
  const matched: Candidate[] = [];
  for (const [query, searches] of byQuery) {
    const shown = await listingsAmong(kind, query, [listingId], { now, take: 1 });
    if (shown.length) matched.push(...searches);
  }
  return { matched, confirmations: byQuery.size };
}

/**
 * Records the listing as a match of `searchIds` (those whose alerts are still on), once each; marks each search
 * with a new match as having something new. The searches' rows are locked first, in id order: a run claiming their
 * alerts (claims.ts) either sees the match or leaves the search marked for the next. Answers the searches with a
 * new match and their frequency.
 */
async function record(kind: SavedSearchKind, listingId: string, searchIds: string[], now: Date) {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; frequency: AlertFrequency }[]>`
      SELECT "id", "frequency"::text AS "frequency" FROM "SavedSearch"
      WHERE "id" = ANY(${searchIds}::text[]) AND "frequency" <> 'off'
      ORDER BY "id" FOR NO KEY UPDATE`;
    if (locked.length === 0) return [];
    const ids = locked.map((s) => s.id);
    const rowIds = ids.map(() => crypto.randomUUID());
    const inserted = await tx.$queryRaw<{ searchId: string }[]>`
      INSERT INTO "SavedSearchMatch" ("id", "searchId", "listingKind", "listingId", "matchedAt")
      SELECT m."id", m."searchId", ${kind}::"SavedSearchKind", ${listingId}, ${now}
      FROM unnest(${rowIds}::text[], ${ids}::text[]) AS m("id", "searchId")
      ON CONFLICT ("searchId", "listingKind", "listingId") DO NOTHING
      RETURNING "searchId"`;
    const fresh = inserted.map((r) => r.searchId);
    if (fresh.length) {
      await tx.$executeRaw`
        UPDATE "SavedSearch" SET "pendingSince" = COALESCE("pendingSince", ${now})
        WHERE "id" = ANY(${fresh}::text[])`;
    }
    const frequency = new Map(locked.map((s) => [s.id, s.frequency]));
    return fresh.map((id) => ({ id, frequency: frequency.get(id)! }));
  });
}

/**
 * Matches one approved listing against every saved search of its kind, at `now`. `onInstant` gets the instant
 * searches each committed chunk gave a new match (a retry after a crash finds those recorded, and tells nobody again).
 */
export async function matchListing(
  kind: SavedSearchKind,
  id: string,
  now: Date,
  onInstant: (searchIds: string[]) => Promise<void> = async () => {},
): Promise<MatchPass> {
  const pass: MatchPass = { keys: 0, candidates: 0, confirmations: 0, matched: 0, instant: [] };
  const facts = await readListing(kind, id);
  if (!facts) return pass;
  const keys = listingKeysOf(facts);
  const candidates = await readCandidates(await findCandidateIds(kind, keys));
  const { matched, confirmations } = await confirm(kind, id, candidates, now);
  Object.assign(pass, { keys: keys.length, candidates: candidates.length, confirmations });
  const ids = matched.map((s) => s.id).sort();
  for (let i = 0; i < ids.length; i += RECORD_CHUNK) {
    const fresh = await record(kind, id, ids.slice(i, i + RECORD_CHUNK), now);
    pass.matched += fresh.length;
    const instant = fresh.filter((s) => s.frequency === "instant").map((s) => s.id);
    pass.instant.push(...instant);
    if (instant.length) await onInstant(instant);
  }
  return pass;
}
