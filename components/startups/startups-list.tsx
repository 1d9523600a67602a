import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults } from "@/components/listings/page-list";
import { StartupCard } from "@/components/startups/startup-card";
import type { ListView } from "@/lib/listing-views/public-lists";
import type { StartupList } from "@/lib/startups/queries";
import { plural } from "@/lib/format/plural";

/** The startups list: the cached default view (no params) and per-request searches and pages share it. */
export function StartupsList({ query, result, filters }: ListView<StartupList>) {
  const count =
    result && (query ? `${plural(result.total, "result")} for "${query}"` : plural(result.total, "startup"));

  return (
    <>
      <ListPageHeader
        kind="startup"
        query={query}
        eyebrow="Startups & investors"
        title="Startups"
        highlight="building from India"
        description="Founders on Builders Hub hire from the community, find pilot customers and meet angel investors. Listing your startup is free."
        placeholder="Search by name, industry, city or idea..."
        post="List Startup Today"
        filters={filters.params}
      >
        <FilterBar view={filters} />
      </ListPageHeader>
      <ListResults
        items={result && result.startups}
        failed="Failed to load startups"
        query={query}
        filtered={filters.chips.length > 0}
        empty="No startups found matching your search."
        searched={`Nothing matched "${query}". Try another name, industry, city or keyword.`}
        idle="New startups are reviewed every week."
        count={count}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(startup, i) => <StartupCard startup={startup} preload={i === 0} />}
      />
    </>
  );
}
