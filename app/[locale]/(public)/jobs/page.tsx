import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JobsList } from "@/components/jobs/jobs-list";
import { localizedPath } from "@/lib/i18n/locales";
import { readJobsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";

/** The list's metadata in the page's language, with its feed (its views' pages start from it). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "jobs" });
  const base = pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/jobs", locale });
  const feed = { url: localizedPath(locale, "/jobs/feed.xml"), title: t("feedTitle", { name: site.name }) };
  return { ...base, alternates: { ...base.alternates, types: { "application/rss+xml": [feed] } } };
}

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function JobsPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  return <JobsList {...await readJobsList({}, locale)} />;
}
