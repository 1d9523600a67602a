// The public profiles /sitemap.xml lists: newest change first, read down the partial index of public profiles
// ("Profile_public_idx"), never more than the URLs the file has room for.
import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { profilePath } from "@/lib/profiles/visibility";

/** The URLs one sitemap file may hold (the sitemap protocol's limit). */
export const SITEMAP_URLS = 50_000;

/** The public profiles' entries, at most `room` of them, absolute on `siteUrl`. */
export async function publicProfileEntries(siteUrl: string, room: number): Promise<MetadataRoute.Sitemap> {
  if (room <= 0) return [];
  const rows = await db.profile.findMany({
    where: { isPublic: true, user: { suspendedAt: null } },
    orderBy: [{ updatedAt: "desc" }, { userId: "asc" }],
    take: room,
    select: { updatedAt: true, user: { select: { username: true } } },
  });
  const base = siteUrl.replace(/\/+$/, "");
  return rows.map((row) => ({
    url: `${base}${profilePath(row.user.username)}`,
    lastModified: row.updatedAt,
  }));
}
