import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listingReads } from "@/lib/listings/list-query";
import { containsText } from "@/lib/listings/search";
import { startupSelect, toStartupDto, type StartupDto } from "@/lib/startups/dto";

export type { StartupDto } from "@/lib/startups/dto";

export type StartupList = { startups: StartupDto[]; total: number; totalPages: number; currentPage: number };

const startups = listingReads({ table: () => db.startup, select: startupSelect, toDto: toStartupDto });

/** Approved startups; `search` matches name, description or industry, case-insensitively. */
function publicWhere(search?: string): Prisma.StartupWhereInput {
  const text = containsText(search);
  return {
    status: "approved",
    ...(text ? { OR: [{ name: text }, { description: text }, { industry: text }] } : {}),
  };
}

const order: Prisma.StartupOrderByWithRelationInput[] = [{ founded: "desc" }, { name: "asc" }, { id: "asc" }];

/** Every approved startup matching `search` (the /startups page). */
export function listStartups(search = ""): Promise<StartupDto[]> {
  return startups.matching(publicWhere(search), order);
}

/** GET /api/startups: one page of approved startups. */
export async function listStartupPage(query: {
  page: number;
  limit: number;
  search?: string;
}): Promise<StartupList> {
  const { items, ...counts } = await startups.page(query, publicWhere(query.search), order);
  return { startups: items, ...counts };
}

/** One startup as `viewer` may see it: null when unknown, or not approved and not theirs. */
export function getStartup(id: string, viewer: Actor | null): Promise<StartupDto | null> {
  return startups.find(id, viewer);
}

export function listStartupsPostedBy(userId: string, viewer: Actor | null): Promise<StartupDto[]> {
  return startups.postedBy(userId, viewer);
}
