import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StartupsList } from "@/components/startups/startups-list";
import { readStartupsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/metadata";

/** The list's metadata in the page's language (its views' pages start from it). */
export async function generateMetadata({ params }: LocaleParams = {}): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "startups.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/startups", locale });
}

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function StartupsPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  return <StartupsList {...await readStartupsList({}, locale)} />;
}
