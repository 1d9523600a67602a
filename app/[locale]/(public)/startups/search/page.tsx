import type { Metadata } from "next";
import { connection } from "next/server";
import { generateMetadata as listMetadata } from "@/app/[locale]/(public)/startups/page";
import { StartupsList } from "@/components/startups/startups-list";
import { filteredListMetadata } from "@/components/listings/page-metadata";
import { redirectToCleanList } from "@/lib/listing-views/list-url";
import { readStartupsList, readListTitleIn } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** A filtered view's own title and canonical URL; a search or a page keeps the list's. */
export async function generateMetadata({
  params,
  searchParams,
}: LocaleParams & { searchParams: SearchParams }): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  return filteredListMetadata(
    await listMetadata({ params }),
    await readListTitleIn("startups", await searchParams, locale),
  );
}

/** /startups with a search, a filter or a page, rewritten here (proxy.ts): rendered per request from cached results. */
export default async function StartupsSearchPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  await connection();
  const params = await searchParams;
  // A filter form sent without JavaScript writes its empty fields too: the view's canonical URL leaves them out.
  redirectToCleanList("/startups", params);
  return <StartupsList {...await readStartupsList(params, locale)} />;
}
