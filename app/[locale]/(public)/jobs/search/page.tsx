import type { Metadata } from "next";
import { connection } from "next/server";
import { jobsMetadata } from "@/app/[locale]/(public)/jobs/page";
import { JobsList } from "@/components/jobs/jobs-list";
import { filteredListMetadata } from "@/components/listings/page-metadata";
import { redirectToCleanList } from "@/lib/listing-views/list-url";
import { readJobsList, readListTitleIn } from "@/lib/listing-views/public-lists";
import type { SearchParams } from "@/lib/listings/search";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

/** A filtered view's own title and canonical URL; a search or a page keeps the list's. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return filteredListMetadata(await jobsMetadata(locale), await readListTitleIn("jobs", await searchParams, locale));
}

/** /jobs with a search, a filter or a page, rewritten here (proxy.ts): rendered per request from cached results. */
export default async function JobsSearchPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  await connection();
  const params = await searchParams;
  // A filter form sent without JavaScript writes its empty fields too: the view's canonical URL leaves them out.
  redirectToCleanList("/jobs", params);
  return <JobsList {...await readJobsList(params, locale)} />;
}
