import { GigCard } from "@/components/gigs/gig-card";
import { ListPageHeader, ListResults } from "@/components/listings/page-list";
import { cachedGigs } from "@/lib/lists/cached";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/page-read";
import { plural } from "@/lib/format/plural";

/** The gigs list: the cached default view (no params) and per-request searches and pages share it. */
export async function GigsList({ params }: { params: QueryParams }) {
  const query = readQuery(params);
  const gigs = await readForCachedPage("gigs", () => cachedGigs(query));
  const count =
    gigs && (query ? `${plural(gigs.length, "result")} for "${query}"` : plural(gigs.length, "open gig"));

  return (
    <>
      <ListPageHeader
        kind="gig"
        query={query}
        eyebrow="Freelance"
        title="Gigs that"
        highlight="pay in rupees"
        description="Scoped, paid projects from startups, DAOs and brands. Bid with your price and timeline; clients pick on skill, not on follower counts."
        placeholder="Search by title or company..."
        post="Submit Gig Today"
      />
      <ListResults
        items={gigs}
        failed="Failed to load gigs"
        query={query}
        empty="No Gigs Found"
        searched={`No gig title or company matched "${query}". Try a shorter search.`}
        idle="New gigs are posted every week. Check back soon."
        count={count}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(gig, i) => <GigCard gig={gig} preload={i === 0} />}
      />
    </>
  );
}
