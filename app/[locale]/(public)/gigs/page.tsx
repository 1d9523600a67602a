import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GigsList } from "@/components/gigs/gigs-list";
import { readGigsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/metadata";

/** The list's metadata in the page's language (its views' pages start from it). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "gigs" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/gigs", locale });
}

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function GigsPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  return <GigsList {...await readGigsList({}, locale)} />;
}
