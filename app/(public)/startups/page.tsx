import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { StartupCard } from "@/components/startups/startup-card";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { listStartups, type StartupDto } from "@/lib/startups/queries";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Startups and investors",
  description:
    "Discover Indian startups building with Web3 and AI, from DeFi savings circles to voice agents in eleven languages, and list your own.",
  path: "/startups",
});

export default async function StartupsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const query = readQuery(await searchParams);
  let startups: StartupDto[] | null = null;
  try {
    startups = await listStartups(query);
  } catch (error) {
    console.error("[startups] failed to load startups", error);
  }

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
