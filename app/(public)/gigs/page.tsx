import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { GigCard } from "@/components/gigs/gig-card";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { listGigs, type GigDto } from "@/lib/gigs/queries";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Freelance gigs",
  description:
    "Paid freelance gigs in smart contracts, AI, design, development and content from Indian startups, DAOs and brands, with budgets in rupees.",
  path: "/gigs",
});

export default async function GigsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const query = readQuery(await searchParams);
  let gigs: GigDto[] | null = null;
  try {
    gigs = await listGigs(query);
  } catch (error) {
    console.error("[gigs] failed to load gigs", error);
  }

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
