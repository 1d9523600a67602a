// Claiming alerts before they are sent, so none goes twice. One transaction per batch of searches: their rows are
// locked in id order (as a listing's matches lock them, match-listing.ts), then each search with something new and
// no alert in flight gets a claim for this period (SavedSearchDigest, unique per search and period) holding its
// untold matches, all under one batch key: the idempotency key of the one provider call that sends them. A claim is
// marked sent after that call. A claim left unsent (its run crashed) is taken over once its lease is out, with the
// rest of its batch, and sent again under the same key, which the provider (or the outbox) does not send twice.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** How long a claim holds before another run may take it over (and send its batch again, under its key). */
export const CLAIM_LEASE_MS = 5 * 60_000;

export type Frequency = "instant" | "daily" | "weekly";

/** One claimed alert: its row, its search, and the batch it goes out in. */
export type Claim = { id: string; searchId: string; batchKey: string };

export type Claimed = {
  /** New claims of this batch, all under one key. */
  fresh: Claim[];
  /** Crashed claims taken over, with the rest of their batches: each batch sent again under its own key. */
  resumed: Claim[];
  /** Searches whose alert for this period went already: their new matches wait for the next period. */
  waiting: string[];
};

/** A search's pendingSince as its matches say: when the earliest no alert has told of was recorded (or null). */
const untoldSince = Prisma.sql`(
  SELECT min(m."matchedAt") FROM "SavedSearchMatch" m WHERE m."searchId" = s."id" AND m."digestId" IS NULL)`;

type Unsent = { id: string; searchId: string; period: string; batchKey: string | null; claimedAt: Date };

/**
 * Claims the alerts of `searchIds` (those still of `frequency` with something new recorded before `before`) for
 * `period` at `now`; each new claim holds its search's untold matches recorded before `before`.
 */
export async function claimAlerts(
  searchIds: string[],
  { frequency, period, now, before }: { frequency: Frequency; period: string; now: Date; before: Date },
): Promise<Claimed> {
  const leaseStart = new Date(now.getTime() - CLAIM_LEASE_MS);
  const batchKey = `saved-search-alerts/${period}/${crypto.randomUUID()}`;
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "SavedSearch"
      WHERE "id" = ANY(${searchIds}::text[]) AND "frequency" = ${frequency}::"AlertFrequency"
        AND "pendingSince" < ${before}
      ORDER BY "id" FOR NO KEY UPDATE`;
    const ids = locked.map((s) => s.id);
    if (ids.length === 0) return { fresh: [], resumed: [], waiting: [] };

    // A search with an unsent claim gets no other: a live one is another run's, a stale one is taken over.
    const unsent = await tx.$queryRaw<Unsent[]>`
      SELECT "id", "searchId", "period", "batchKey", "claimedAt" FROM "SavedSearchDigest"
      WHERE "searchId" = ANY(${ids}::text[]) AND "sentAt" IS NULL`;
    const busy = new Set(unsent.map((u) => u.searchId));
    const stale = unsent.filter((u) => u.claimedAt <= leaseStart);
    const staleKeys = [...new Set(stale.flatMap((u) => (u.batchKey ? [u.batchKey] : [])))];
    const keyless = stale.filter((u) => !u.batchKey).map((u) => u.id);
    const resumed = await tx.$queryRaw<Claim[]>`
      UPDATE "SavedSearchDigest"
      SET "claimedAt" = ${now}, "batchKey" = COALESCE("batchKey", 'saved-search-alerts/' || "period" || '/' || "id")
      WHERE "sentAt" IS NULL AND "claimedAt" <= ${leaseStart}
        AND ("batchKey" = ANY(${staleKeys}::text[]) OR "id" = ANY(${keyless}::text[]))
      RETURNING "id", "searchId", "batchKey"`;

    const free = ids.filter((id) => !busy.has(id));
    const claimIds = free.map(() => crypto.randomUUID());
    const fresh = await tx.$queryRaw<Claim[]>`
      INSERT INTO "SavedSearchDigest" ("id", "searchId", "period", "claimedAt", "batchKey")
      SELECT c."id", c."searchId", ${period}, ${now}, ${batchKey}
      FROM unnest(${claimIds}::text[], ${free}::text[]) AS c("id", "searchId")
      ON CONFLICT ("searchId", "period") DO NOTHING
      RETURNING "id", "searchId", "batchKey"`;
    const claimedIds = new Set(fresh.map((c) => c.searchId));
    const waiting = free.filter((id) => !claimedIds.has(id));

    // Each new claim takes its search's untold matches recorded before `before`; one with none (they went with an
    // earlier alert) is dropped, and its search is marked with its earliest untold match, if any.
    const holding = await tx.$queryRaw<{ digestId: string }[]>`
      UPDATE "SavedSearchMatch" m SET "digestId" = d."id"
      FROM "SavedSearchDigest" d
      WHERE d."id" = ANY(${fresh.map((c) => c.id)}::text[]) AND m."searchId" = d."searchId"
        AND m."digestId" IS NULL AND m."matchedAt" < ${before}
      RETURNING m."digestId"`;
    const held = new Set(holding.map((m) => m.digestId));
    const empty = fresh.filter((c) => !held.has(c.id));
    if (empty.length) {
      await tx.$executeRaw`DELETE FROM "SavedSearchDigest" WHERE "id" = ANY(${empty.map((c) => c.id)}::text[])`;
      await tx.$executeRaw`
        UPDATE "SavedSearch" s SET "pendingSince" = ${untoldSince}
        WHERE s."id" = ANY(${empty.map((c) => c.searchId)}::text[])`;
    }
    return { fresh: fresh.filter((c) => held.has(c.id)), resumed, waiting };
  });
}

/** Gives claims back at once (their batch could not be sent now): the next run takes them over, same key. */
export async function releaseClaims(claims: Claim[]): Promise<void> {
  await db.$executeRaw`
    UPDATE "SavedSearchDigest" SET "claimedAt" = to_timestamp(0)
    WHERE "id" = ANY(${claims.map((c) => c.id)}::text[]) AND "sentAt" IS NULL`;
}

export type SentAlert = { claimId: string; searchId: string; listed: number };

/**
 * Marks a batch's claims sent (those not marked already) with the listings each named, in one transaction with the
 * searches' rows locked in id order: each search sent something has lastSentAt, and has nothing new unless a match
 * came after its claim's (marked then with the earliest of those). Runs `notify` for the claims marked here (inside
 * the transaction). Answers them.
 */
export async function markSent(
  alerts: SentAlert[],
  now: Date,
  notify: (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], marked: SentAlert[]) => Promise<void>,
): Promise<SentAlert[]> {
  if (alerts.length === 0) return [];
  const searchIds = [...new Set(alerts.map((a) => a.searchId))].sort();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`
      SELECT "id" FROM "SavedSearch" WHERE "id" = ANY(${searchIds}::text[]) ORDER BY "id" FOR NO KEY UPDATE`;
    const marked = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "SavedSearchDigest" d SET "sentAt" = ${now}, "listingCount" = a."listed"
      FROM unnest(${alerts.map((a) => a.claimId)}::text[], ${alerts.map((a) => a.listed)}::int[]) AS a("id", "listed")
      WHERE d."id" = a."id" AND d."sentAt" IS NULL
      RETURNING d."id"`;
    const done = new Set(marked.map((m) => m.id));
    const mine = alerts.filter((a) => done.has(a.claimId));
    const told = mine.filter((a) => a.listed > 0).map((a) => a.searchId);
    await tx.$executeRaw`
      UPDATE "SavedSearch" s
      SET "lastSentAt" = CASE WHEN s."id" = ANY(${told}::text[]) THEN ${now} ELSE s."lastSentAt" END,
          "pendingSince" = ${untoldSince}
      WHERE s."id" = ANY(${mine.map((a) => a.searchId)}::text[])`;
    await notify(tx, mine);
    return mine;
  });
}
