// What /sitemap.xml lists: every public page (each group of the API reference's too, /developers/gigs), every live job
// and gig by its own URL, and every approved startup's page (/startup/{slug}). Event pages need an account (spec:
// /event/{id} is login-required), so events count toward /events' lastModified only.
import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { liveEventWhere, liveGigWhere, liveJobWhere } from "@/lib/listings/live";
import { groupSlugs } from "@/lib/openapi/groups";
import { startupPath } from "@/lib/startups/slug";

/** Pages anyone may open, in the order a visitor meets them. Member and admin pages are never listed. */
export const publicPages = [
  "/",
  "/about",
  "/team",
  "/jobs",
  "/events",
  "/gigs",
  "/startups",
  "/courses",
  "/documentation",
  "/services",
  "/solutions",
  "/consultation",
  "/leaderboard",
  "/leaderboard/all-time",
  "/contact",
  "/developers",
  "/privacy-policy",
  "/terms-of-use",
  "/refund-and-cancellation",
] as const;

/**
 * At most this many listings of each kind (newest changes first; jobs, gigs and startups): the sitemap protocol
 * allows 50,000 URLs per file, and each is listed once per language (two). Past that, split it with generateSitemaps.
 */
export const SITEMAP_LISTING_CAP = 8_000;

const idAndChange = { id: true, updatedAt: true } as const;
const newestChange = [{ updatedAt: "desc" as const }, { id: "asc" as const }];

/** The newest updatedAt among listings matching `where`, or undefined when there is none. */
const latest = (rows: { updatedAt: Date }[]) => rows[0]?.updatedAt;

async function readListings(now: Date) {
  const [jobs, gigs, event, startups] = await Promise.all([
    db.job.findMany({
      where: liveJobWhere(now),
      select: idAndChange,
      orderBy: newestChange,
      take: SITEMAP_LISTING_CAP,
    }),
    db.gig.findMany({
      where: liveGigWhere(now),
      select: idAndChange,
      orderBy: newestChange,
      take: SITEMAP_LISTING_CAP,
    }),
    db.event.findFirst({ where: liveEventWhere(now), select: idAndChange, orderBy: newestChange }),
    db.startup.findMany({
      where: { status: "approved" },
      select: { ...idAndChange, slug: true },
      orderBy: newestChange,
      take: SITEMAP_LISTING_CAP,
    }),
  ]);
  return { jobs, gigs, event, startups };
}

/** Every URL of the sitemap, absolute on `siteUrl`. */
export async function sitemapEntries(
  siteUrl: string,
  now: Date = new Date(),
): Promise<MetadataRoute.Sitemap> {
  const { jobs, gigs, event, startups } = await readListings(now);
  const listChanged: Partial<Record<(typeof publicPages)[number], Date | undefined>> = {
    "/jobs": latest(jobs),
    "/gigs": latest(gigs),
    "/events": event?.updatedAt,
    "/startups": latest(startups),
  };
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => (path === "/" ? `${base}/` : `${base}${path}`);
  return [
    ...publicPages.map((path) => {
      const lastModified = listChanged[path];
      return lastModified ? { url: url(path), lastModified } : { url: url(path) };
    }),
    ...groupSlugs.map((group) => ({ url: url(`/developers/${group}`) })),
    ...jobs.map((job) => ({ url: url(`/job/${job.id}`), lastModified: job.updatedAt })),
    ...gigs.map((gig) => ({ url: url(`/gig/${gig.id}`), lastModified: gig.updatedAt })),
    ...startups.map((s) => ({ url: url(startupPath(s)), lastModified: s.updatedAt })),
  ];
}
