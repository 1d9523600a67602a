// What /startup/{slug} shows: an approved startup, its founders, and the open jobs and gigs it has listed. Public
// only (an unknown or unapproved startup has no page), so the same answer serves every visitor and can be cached.
// An old address by id is moved to the slug's (lib/startups/address.ts).
import { db } from "@/lib/db";
import { formatRupees } from "@/lib/format/rupees";
import { imageUrl } from "@/lib/images/store";
import { isListingId } from "@/lib/listings/ids";
import { liveGigWhere, liveJobWhere } from "@/lib/listings/live";
import { founderProfilePath, founderSelect } from "@/lib/startups/founders";
import { isStartupSlug, startupPath } from "@/lib/startups/slug";

/** The most open jobs and gigs the page lists of each (newest first; a startup rarely has more). */
export const STARTUP_PAGE_LISTINGS = 50;

export type StartupFounder = { name: string; profilePath: string | null };
export type StartupJobItem = {
  id: string;
  title: string;
  type: string;
  jobType: string;
  location: string;
  salary: string | null;
  applicationDeadline: string | null;
};
export type StartupGigItem = {
  id: string;
  title: string;
  budget: string;
  duration: string;
  location: string;
  deadline: string | null;
};

export type StartupPageDto = {
  id: string;
  path: string;
  name: string;
  shortDescription: string;
  description: string;
  stage: string;
  industry: string;
  location: string;
  teamSize: string;
  website: string;
  image: string | null;
  founded: number;
  updatedAt: string;
  /** It has an open job (the same fact as the list's Hiring badge and filter: lib/startups/hiring.ts). */
  hiring: boolean;
  founders: StartupFounder[];
  jobs: StartupJobItem[];
  gigs: StartupGigItem[];
};

const pageSelect = {
  id: true,
  slug: true,
  name: true,
  shortDescription: true,
  description: true,
  stage: true,
  industry: true,
  location: true,
  teamSize: true,
  website: true,
  image: true,
  imageId: true,
  founded: true,
  status: true,
  updatedAt: true,
  postedBy: { select: founderSelect },
} as const;

/**
 * The page of the approved startup whose slug is `slug` (or, for a row without one, whose id it is), with its open
 * jobs and gigs at `now`; null when there is none.
 */
export async function getStartupPage(slug: string, now: Date = new Date()): Promise<StartupPageDto | null> {
  const row =
    (isStartupSlug(slug) ? await db.startup.findUnique({ where: { slug }, select: pageSelect }) : null) ??
    (isListingId(slug)
      ? await db.startup.findFirst({ where: { id: slug, slug: null }, select: pageSelect })
      : null);
  if (!row || row.status !== "approved") return null;
  const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [jobs, gigs] = await Promise.all([
    db.job.findMany({
      where: { startupId: row.id, ...liveJobWhere(now) },
      orderBy: newest,
      take: STARTUP_PAGE_LISTINGS,
      select: {
        id: true,
        title: true,
        type: true,
        jobType: true,
        location: true,
        salary: true,
        applicationDeadline: true,
      },
    }),
    db.gig.findMany({
      where: { startupId: row.id, ...liveGigWhere(now) },
      orderBy: newest,
      take: STARTUP_PAGE_LISTINGS,
      select: {
        id: true,
        title: true,
        budget: true,
        budgetAmount: true,
        duration: true,
        location: true,
        deadline: true,
      },
    }),
  ]);
  const founder = row.postedBy;
  return {
    id: row.id,
    path: startupPath(row),
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    stage: row.stage,
    industry: row.industry,
    location: row.location,
    teamSize: row.teamSize,
    website: row.website,
    image: row.imageId ? imageUrl(row.imageId) : row.image || null,
    founded: row.founded,
    updatedAt: row.updatedAt.toISOString(),
    hiring: jobs.length > 0,
    founders: founder
      ? [
          {
            name: `${founder.firstName} ${founder.lastName}`.trim(),
            profilePath: founderProfilePath(founder),
          },
        ]
      : [],
    jobs: jobs.map((j) => ({ ...j, applicationDeadline: j.applicationDeadline?.toISOString() ?? null })),
    gigs: gigs.map((g) => ({
      id: g.id,
      title: g.title,
      budget: g.budgetAmount !== null ? formatRupees(g.budgetAmount) : g.budget,
      duration: g.duration,
      location: g.location,
      deadline: g.deadline?.toISOString() ?? null,
    })),
  };
}
