import { SearchX } from "lucide-react";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { StartupCard } from "@/components/startups/startup-card";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { cachedStartups } from "@/lib/lists/cached";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/cached-page-read";

/** The startups list: the cached default view (no params) and per-request searches and pages share it. */
export async function StartupsList({ params }: { params: QueryParams }) {
  const query = readQuery(params);
  const startups = await readForCachedPage("startups", () => cachedStartups(query));

  return (
    <>
      <PageHeader
        eyebrow="Startups & investors"
        title={
          <>
            Startups <span className="text-gradient">building from India</span>
          </>
        }
        description="Founders on Builders Hub hire from the community, find pilot customers and meet angel investors. Listing your startup is free."
      >
        <div className="flex flex-col gap-4 pt-2 md:flex-row md:items-center md:justify-between">
          <SearchBox
            fullLoad
            action="/startups"
            query={query}
            label="Search startups"
            placeholder="Search by name, industry or idea..."
          />
          <LoginAwareButton type="startup">List Startup Today</LoginAwareButton>
        </div>
      </PageHeader>
      {!startups ? (
        <ErrorState title="Failed to load startups" action={<ReloadButton label="Try Again" />} />
      ) : startups.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" />}
          title="No startups found matching your search."
          description={
            query
              ? `Nothing matched "${query}". Try another name, industry or keyword.`
              : "New startups are reviewed every week."
          }
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {query
              ? `${startups.length} result${startups.length === 1 ? "" : "s"} for "${query}"`
              : `${startups.length} startups`}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {startups.map((startup, i) => (
              <li key={startup.id}>
                <StartupCard startup={startup} preload={i === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
