import { GigCard } from "@/components/gigs/gig-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults } from "@/components/listings/page-list";
import type { GigList } from "@/lib/gigs/queries";
import { backQueryOf } from "@/lib/listing-views/list-url";
import type { ListView } from "@/lib/listing-views/public-lists";
import { plural } from "@/lib/format/plural";

/** The gigs list: the cached default view (no params) and per-request searches and pages share it. */
export function GigsList({ query, result, filters }: ListView<GigList>) {
  const count =
    result && (query ? `${plural(result.total, "result")} for "${query}"` : plural(result.total, "open gig"));
  // Each card's link carries this view, so the gig's "Back to Gigs" returns to it.
  const back = backQueryOf("/gigs", { ...(query ? { q: query } : {}), ...filters.params });

  return (
    <>
      <ListPageHeader
        kind="gig"
        query={query}
        eyebrow="Freelance"
        title="Gigs that"
        highlight="pay in rupees"
        description="Scoped, paid projects from startups, DAOs and brands. Bid with your price and timeline; clients pick on skill, not on follower counts."
        placeholder="Search by title, skill, company or city..."
        post="Submit Gig Today"
        filters={filters.params}
      >
        <FilterBar view={filters} />
      </ListPageHeader>
      <ListResults
        items={result && result.gigs}
        failed="Failed to load gigs"
        query={query}
        filtered={filters.chips.length > 0}
        empty="No Gigs Found"
        searched={`No gig matched "${query}". Try another skill, title or city, or a shorter search.`}
        idle="New gigs are posted every week. Check back soon."
        count={count}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(gig, i) => <GigCard gig={gig} preload={i === 0} back={back} />}
      />
    </>
  );
}
