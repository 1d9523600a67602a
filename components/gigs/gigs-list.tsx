import { SearchX } from "lucide-react";
import { GigCard } from "@/components/gigs/gig-card";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { cachedGigs } from "@/lib/lists/cached";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/cached-page-read";

/** The gigs list: the cached default view (no params) and per-request searches and pages share it. */
export async function GigsList({ params }: { params: QueryParams }) {
  const query = readQuery(params);
  const gigs = await readForCachedPage("gigs", () => cachedGigs(query));

  return (
    <>
      <PageHeader
        eyebrow="Freelance"
        title={
          <>
            Gigs that <span className="text-gradient">pay in rupees</span>
          </>
        }
        description="Scoped, paid projects from startups, DAOs and brands. Bid with your price and timeline; clients pick on skill, not on follower counts."
      >
        <div className="flex flex-col gap-4 pt-2 md:flex-row md:items-center md:justify-between">
          <SearchBox
            fullLoad
            action="/gigs"
            query={query}
            label="Search gigs"
            placeholder="Search by title or company..."
          />
          <LoginAwareButton type="gig">Submit Gig Today</LoginAwareButton>
        </div>
      </PageHeader>
      {!gigs ? (
        <ErrorState title="Failed to load gigs" action={<ReloadButton label="Try Again" />} />
      ) : gigs.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" />}
          title="No Gigs Found"
          description={
            query
              ? `No gig title or company matched "${query}". Try a shorter search.`
              : "New gigs are posted every week. Check back soon."
          }
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {query
              ? `${gigs.length} result${gigs.length === 1 ? "" : "s"} for "${query}"`
              : `${gigs.length} open gigs`}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {gigs.map((gig, i) => (
              <li key={gig.id}>
                <GigCard gig={gig} preload={i === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
