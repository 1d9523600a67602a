import type { Metadata } from "next";
import { connection } from "next/server";
import { gigsMetadata } from "@/app/[locale]/(public)/gigs/page";
import { GigsList } from "@/components/gigs/gigs-list";
import { filteredListMetadata } from "@/components/listings/page-metadata";
import { redirectToCleanList } from "@/lib/listing-views/list-url";
import { readGigsList, readListTitleIn } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

/** A filtered view's own title and canonical URL; a search or a page keeps the list's. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return filteredListMetadata(await gigsMetadata(locale), await readListTitleIn("gigs", await searchParams, locale));
}

/** /gigs with a search, a filter or a page, rewritten here (proxy.ts): rendered per request from cached results. */
export default async function GigsSearchPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  await connection();
  const params = await searchParams;
  // A filter form sent without JavaScript writes its empty fields too: the view's canonical URL leaves them out.
  redirectToCleanList("/gigs", params);
  return <GigsList {...await readGigsList(params, locale)} />;
}
