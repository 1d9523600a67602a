import type { Metadata } from "next";
import { listPageMetadata } from "@/components/listings/page-metadata";
import { GigsList } from "@/components/gigs/gigs-list";
import { readGigsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = listPageMetadata("gigs");

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function GigsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <GigsList {...await readGigsList({})} />;
}
