// Fixed-window rate limits kept in PostgreSQL, so every app instance shares them.
import { tooManyRequests } from "@/lib/errors";
import { db } from "@/lib/db";

export type RateRule = { key: string; limit: number; windowSeconds: number };

type Row = { count: number; resetAt: Date };

/** Counts one hit against `rule`: the hits so far, whether they are within its limit, when it resets. */
export async function hit(
  rule: RateRule,
): Promise<{ count: number; allowed: boolean; retryAfterSeconds: number }> {
  const rows = await db.$queryRaw<Row[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${rule.key}, 1, now() + ${rule.windowSeconds}::int * interval '1 second')
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0]!;
  if (row.count === 1) await pruneExpired();
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { count: row.count, allowed: row.count <= rule.limit, retryAfterSeconds };
}

/** Takes back one hit of `key` in its live window (never below 0); nothing when the window has ended. */
export async function unhit(key: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${key} AND "resetAt" > now()`;
}

/**
 * Deletes windows that have ended (an ended window counts as no row at all), a batch at a time, whenever a
 * new window starts: the table holds only live windows instead of one row per address and email ever seen.
 * The outer condition is checked again on a row a concurrent hit has just renewed, which is then kept.
 */
async function pruneExpired(): Promise<void> {
  await db.$executeRaw`
    DELETE FROM "RateLimit" WHERE "resetAt" <= now() AND "key" IN (
      SELECT "key" FROM "RateLimit" WHERE "resetAt" <= now() LIMIT 500
    )`;
}

/** Counts a hit against every rule; throws 429 with Retry-After when any is over its limit. */
export async function enforceRateLimits(
  rules: RateRule[],
  message = "Too many requests. Please try again later.",
): Promise<void> {
  let worst = 0;
  for (const rule of rules) {
    const result = await hit(rule);
    if (!result.allowed) worst = Math.max(worst, result.retryAfterSeconds);
  }
  if (worst > 0) throw tooManyRequests(message, worst);
}

/** The hits counted in the live window of `key` (0 when there is none), and the seconds until it resets. */
export async function count(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const row = await db.rateLimit.findFirst({
    where: { key, resetAt: { gt: new Date() } },
    select: { count: true, resetAt: true },
  });
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return {
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** Forgets the hits of these keys (a successful login clears its account's failures, tests reset). */
export async function clearRateLimits(keys: string[]): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: { in: keys } } });
}
