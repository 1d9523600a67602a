import type { Metadata } from "next";
import { connection } from "next/server";
import { DocsBrowser } from "@/components/docs/docs-browser";
import { Icon } from "@/components/ui/icon";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { listDocItems } from "@/lib/docs/queries";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { readOrError } from "@/lib/site/page-read";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Documentation: courses, tech stack, setup guides and FAQs",
  description:
    "How our cohorts work, the stack we build with, step-by-step setup guides for Node.js, Git, MetaMask, Foundry, Python and Docker, and answers to common questions.",
  path: "/documentation",
});

export default async function DocumentationPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  await pageLocale(route);
  await connection();
  const query = readQuery(await searchParams);
  const items = await readOrError("docs", listDocItems);

  return (
    <>
      <PageHeader
        eyebrow="Documentation"
        title={
          <>
            Everything you need <span className="text-gradient">to get started</span>
          </>
        }
        description="How our courses run, the tools we build with, setup guides for your laptop and answers to the questions we hear most."
      />
      {items !== "error" ? (
        <DocsBrowser
          items={items}
          initialQuery={query}
          searchIcon={<Icon name="search" className="size-4" />}
        />
      ) : (
        <ErrorState title="Failed to load documentation" action={<ReloadLink label="Try Again" />} />
      )}
    </>
  );
}
