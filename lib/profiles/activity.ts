// What the site knows of a member that their profile may show: the listings they posted (approved ones), the gigs
// they won (an accepted bid on an approved gig). Each read is on the member's own rows (indexed by poster or
// bidder), the few newest and a count.
import { db } from "@/lib/db";
import type { PostedListing, WonGig } from "@/lib/profiles/dto";

/** How many of each the profile lists. */
export const RECENT_TAKE = 6;

const newest = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: RECENT_TAKE };
const iso = (d: Date) => d.toISOString();

/** The member's approved listings of every kind: how many, and the newest few. */
export async function listPostedListings(
  userId: string,
): Promise<{ total: number; recent: PostedListing[] }> {
  const where = { postedById: userId, status: "approved" as const };
  const [jobs, gigs, events, startups, counts] = await Promise.all([
    db.job.findMany({ where, ...newest, select: { id: true, title: true, company: true, createdAt: true } }),
    db.gig.findMany({ where, ...newest, select: { id: true, title: true, company: true, createdAt: true } }),
    db.event.findMany({ where, ...newest, select: { id: true, title: true, type: true, createdAt: true } }),
    db.startup.findMany({
      where,
      ...newest,
      select: { id: true, slug: true, name: true, industry: true, createdAt: true },
    }),
    Promise.all([
      db.job.count({ where }),
      db.gig.count({ where }),
      db.event.count({ where }),
      db.startup.count({ where }),
    ]),
  ]);
  const recent: PostedListing[] = [
    ...jobs.map((j) => ({
      kind: "job" as const,
      title: j.title,
      subtitle: j.company,
      href: `/job/${j.id}`,
      postedAt: iso(j.createdAt),
    })),
    ...gigs.map((g) => ({
      kind: "gig" as const,
      title: g.title,
      subtitle: g.company,
      href: `/gig/${g.id}`,
      postedAt: iso(g.createdAt),
    })),
    ...events.map((e) => ({
      kind: "event" as const,
      title: e.title,
      subtitle: e.type,
      href: `/event/${e.id}`,
      postedAt: iso(e.createdAt),
    })),
    ...startups.map((s) => ({
      kind: "startup" as const,
      title: s.name,
      subtitle: s.industry,
      href: `/startup/${encodeURIComponent(s.slug ?? s.id)}`,
      postedAt: iso(s.createdAt),
    })),
  ];
  recent.sort((a, b) => b.postedAt.localeCompare(a.postedAt));
  return { total: counts.reduce((a, b) => a + b, 0), recent: recent.slice(0, RECENT_TAKE) };
}

/** The gigs the member won: how many, and the latest few. */
export async function listWonGigs(userId: string): Promise<{ total: number; recent: WonGig[] }> {
  const where = { userId, status: "accepted" as const, gig: { status: "approved" as const } };
  const [rows, total] = await Promise.all([
    db.bid.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: RECENT_TAKE,
      select: { updatedAt: true, gig: { select: { id: true, title: true, company: true } } },
    }),
    db.bid.count({ where }),
  ]);
  return {
    total,
    recent: rows.map((r) => ({
      title: r.gig.title,
      company: r.gig.company,
      href: `/gig/${r.gig.id}`,
      wonAt: iso(r.updatedAt),
    })),
  };
}
