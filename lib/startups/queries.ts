import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canSeeListing } from "@/lib/listings/approval";
import type { Viewer } from "@/lib/listings/fields";
import { isListingId } from "@/lib/listings/ids";
import { escapeLike } from "@/lib/listings/search";
import { startupSelect, toStartupDto, type StartupDto } from "@/lib/startups/dto";
import { readCountedPage } from "@/lib/validation/paging";

export type { StartupDto } from "@/lib/startups/dto";

export type StartupList = { startups: StartupDto[]; total: number; totalPages: number; currentPage: number };

/** Approved startups; `search` matches name, description or industry, case-insensitively. */
function publicWhere(search = ""): Prisma.StartupWhereInput {
  const text = escapeLike(search.trim());
  return {
    status: "approved",
    ...(text
      ? {
          OR: [
            { name: { contains: text, mode: "insensitive" } },
            { description: { contains: text, mode: "insensitive" } },
            { industry: { contains: text, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

const order: Prisma.StartupOrderByWithRelationInput[] = [{ founded: "desc" }, { name: "asc" }, { id: "asc" }];

/** Every approved startup matching `search` (the /startups page). */
export async function listStartups(search = ""): Promise<StartupDto[]> {
  const rows = await db.startup.findMany({
    where: publicWhere(search),
    orderBy: order,
    select: startupSelect,
  });
  return rows.map((row) => toStartupDto(row, null));
}

/** GET /api/startups: one page of approved startups. */
export async function listStartupPage(query: {
  page: number;
  limit: number;
  search?: string;
}): Promise<StartupList> {
  const where = publicWhere(query.search);
  const { items, ...counts } = await readCountedPage(
    query,
    () => db.startup.count({ where }),
    (window) =>
      db.startup.findMany({
        where,
        orderBy: order,
        ...window,
        select: startupSelect,
      }),
  );
  return { startups: items.map((row) => toStartupDto(row, null)), ...counts };
}

/** One startup as `viewer` may see it: null when unknown, or not approved and not theirs. */
export async function getStartup(id: string, viewer: Viewer): Promise<StartupDto | null> {
  if (!isListingId(id)) return null;
  const row = await db.startup.findUnique({ where: { id }, select: startupSelect });
  return row && canSeeListing(row, viewer) ? toStartupDto(row, viewer) : null;
}

export async function listStartupsPostedBy(userId: string, viewer: Viewer): Promise<StartupDto[]> {
  const rows = await db.startup.findMany({
    where: { postedById: userId },
    orderBy: { createdAt: "desc" },
    select: startupSelect,
  });
  return rows.map((row) => toStartupDto(row, viewer));
}
