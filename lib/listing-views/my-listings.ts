// My Listings: a member's jobs, events, gigs and startups of every status, as the dashboard's rows, with the
// number of applications and bids on the live ones. Each kind is read on its own: one that fails is null (its
// section then shows its error and Retry) while the others still show.
import { countApplications } from "@/lib/applications/queries";
import type { Actor } from "@/lib/auth/policy";
import { countBids } from "@/lib/bids/queries";
import { listEventsPostedBy } from "@/lib/events/queries";
import { listGigsPostedBy } from "@/lib/gigs/queries";
import { listJobsPostedBy } from "@/lib/jobs/queries";
import type { ListingKind } from "@/lib/listings/moderation";
import { readOrError } from "@/lib/site/page-read";
import { listStartupsPostedBy } from "@/lib/startups/queries";

export type MyListingRow = {
  kind: ListingKind;
  id: string;
  title: string;
  subtitle: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  rejectionReason: string | null;
  /** A job or gig its poster closed early, and why (Filled or Closed). */
  closedAt?: string | null;
  closedReason?: string | null;
  tags: string[];
  /**
   * Jobs: how many applications it has; gigs: how many bids; events taking registrations on the site: how many
   * registered (the link to them shows once it is live).
   */
  responses?: number;
};

/** Each kind's rows, newest first; null when they could not be read. */
export type MyListings = Record<ListingKind, MyListingRow[] | null>;

/** One of the reads; null when it failed. */
async function load<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  const result = await readOrError(`dashboard: ${what}`, read);
  return result === "error" ? null : result;
}

const liveIds = (rows: { id: string; status: string }[] | null) =>
  rows?.filter((r) => r.status === "approved").map((r) => r.id) ?? [];

type Listing = {
  id: string;
  status: MyListingRow["status"];
  createdAt: string;
  adminApproval: { rejectionReason: string | null };
  closedAt?: string | null;
  closedReason?: string | null;
};

/** The rows of one kind (null when they could not be read): what every listing has, then `describe`'s part. */
function toRows<T extends Listing>(
  kind: ListingKind,
  listings: T[] | null,
  describe: (listing: T) => Pick<MyListingRow, "title" | "subtitle" | "tags" | "responses">,
): MyListingRow[] | null {
  return (
    listings?.map((l) => ({
      id: l.id,
      status: l.status,
      createdAt: l.createdAt,
      rejectionReason: l.adminApproval.rejectionReason,
      closedAt: l.closedAt ?? null,
      closedReason: l.closedReason ?? null,
      kind,
      ...describe(l),
    })) ?? null
  );
}

export async function listMyListings(user: Actor): Promise<MyListings> {
  const [jobs, events, gigs, startups] = await Promise.all([
    load("jobs", () => listJobsPostedBy(user.id, user)),
    load("events", () => listEventsPostedBy(user.id, user)),
    load("gigs", () => listGigsPostedBy(user.id, user)),
    load("startups", () => listStartupsPostedBy(user.id, user)),
  ]);
  const [applications, bids] = await Promise.all([
    load("application counts", () => countApplications(liveIds(jobs))),
    load("bid counts", () => countBids(liveIds(gigs))),
  ]);
  return {
    job: toRows("job", jobs, (j) => ({
      title: j.title,
      subtitle: `${j.company} · ${j.location}`,
      tags: j.skills,
      responses: applications?.get(j.id) ?? 0,
    })),
    event: toRows("event", events, (e) => ({
      title: e.title,
      subtitle: `${e.type}${e.location ? ` · ${e.location}` : ""}`,
      tags: [],
      // Registrations on the site: the count kept on the event's row.
      ...(e.registration ? { responses: e.registration.registered } : {}),
    })),
    gig: toRows("gig", gigs, (g) => ({
      title: g.title,
      subtitle: `${g.company} · ${g.budget}`,
      tags: g.tags,
      responses: bids?.get(g.id) ?? 0,
    })),
    startup: toRows("startup", startups, (s) => ({
      title: s.name,
      subtitle: `${s.industry} · ${s.stage} · ${s.location}`,
      tags: [],
    })),
  };
}
