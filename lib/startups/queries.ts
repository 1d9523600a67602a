import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listingReads } from "@/lib/listings/list-query";
import { searchTextWhere } from "@/lib/listings/search";
import { startupSelect, toStartupDto, type StartupDto } from "@/lib/startups/dto";
import { hiringWhere, withHiring } from "@/lib/startups/hiring";
import type { StartupListQuery } from "@/lib/startups/schema";

export type { StartupDto } from "@/lib/startups/dto";

export type StartupList = { startups: StartupDto[]; total: number; totalPages: number; currentPage: number };

const startups = listingReads({ table: () => db.startup, select: startupSelect, toDto: toStartupDto });

/** What a startups list is asked: paging, search and any of the filters (lib/startups/schema.ts). */
export type StartupsQuery = { page: number; limit: number; search?: string } & Partial<
  Omit<StartupListQuery, "page" | "limit" | "search">
>;

/**
 * Approved startups; `search` matches the words the card shows (name, short description, industry, stage, place
 * and its city) or the description, case-insensitively; then the filters (Hiring: an open job at `now`).
 */
function publicWhere(
  query: Omit<StartupsQuery, "page" | "limit">,
  now: Date = new Date(),
): Prisma.StartupWhereInput {
  return {
    status: "approved",
    ...searchTextWhere(query.search),
    ...(query.industry ? { industry: query.industry } : {}),
    ...(query.stage ? { stage: query.stage } : {}),
    ...(query.city ? { city: query.city } : {}),
    ...(query.hiring !== undefined ? hiringWhere(query.hiring, now) : {}),
  };
}

const order: Prisma.StartupOrderByWithRelationInput[] = [{ founded: "desc" }, { name: "asc" }, { id: "asc" }];

/** Every approved startup matching `search` (the /startups page). */
export async function listStartups(search = ""): Promise<StartupDto[]> {
  return withHiring(await startups.matching(publicWhere({ search }), order));
}

/** GET /api/startups and /startups: one page of approved startups, each with whether it is hiring at `now`. */
export async function listStartupPage(query: StartupsQuery, now: Date = new Date()): Promise<StartupList> {
  const { items, ...counts } = await startups.page(query, publicWhere(query, now), order);
  return { startups: await withHiring(items, now), ...counts };
}

/** Those of `ids` the startups list `query` shows at `now`, latest approval first, up to `take` (an alert). */
export async function listStartupsAmong(
  query: Omit<StartupsQuery, "page" | "limit">,
  ids: string[],
  now: Date,
  take: number,
) {
  return withHiring(await startups.among(publicWhere(query, now), ids, take), now);
}

/** One startup as `viewer` may see it: null when unknown, or not approved and not theirs. */
export async function getStartup(id: string, viewer: Actor | null): Promise<StartupDto | null> {
  const startup = await startups.find(id, viewer);
  return startup && (await withHiring([startup]))[0]!;
}

export async function listStartupsPostedBy(userId: string, viewer: Actor | null): Promise<StartupDto[]> {
  return withHiring(await startups.postedBy(userId, viewer));
}

export type StartupFacetCounts = { industry: Count[]; stage: Count[]; city: Count[] };
type Count = { value: string; count: number };

/** How many approved startups each industry, stage and city has (the filter bar's options), most first. */
export async function countStartupFacets(): Promise<StartupFacetCounts> {
  const where = { status: "approved" as const };
  const [industry, stage, city] = await Promise.all([
    db.startup.groupBy({ by: ["industry"], where, _count: { _all: true } }),
    db.startup.groupBy({ by: ["stage"], where, _count: { _all: true } }),
    db.startup.groupBy({ by: ["city"], where, _count: { _all: true } }),
  ]);
  const counts = (rows: { value: string | null; count: number }[]) =>
    rows
      .filter((r): r is Count => r.value !== null)
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    industry: counts(industry.map((r) => ({ value: r.industry, count: r._count._all }))),
    stage: counts(stage.map((r) => ({ value: r.stage, count: r._count._all }))),
    city: counts(city.map((r) => ({ value: r.city, count: r._count._all }))),
  };
}
