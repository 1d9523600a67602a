import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CallTeaser } from "@/components/home/call-teaser";
import { EventTeaser } from "@/components/home/event-teaser";
import { ExploreGrid } from "@/components/home/explore-grid";
import { Hero } from "@/components/home/hero";
import { JobTeaser } from "@/components/home/job-teaser";
import { PartnerStrip } from "@/components/home/partner-strip";
import { TeaserPanel } from "@/components/home/teaser-panel";
import { listEventTeasers, listJobTeasers, pickAtRandom } from "@/lib/home/teasers";
import { sampleEvent } from "@/lib/home/teaser-shapes";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "home" });
  return pageMetadata({
    title: t("metaTitle", { name: site.name }),
    description: t("metaDescription"),
    path: "/",
    locale,
    absoluteTitle: true,
  });
}

/** Cached and regenerated every minute: each regeneration picks the teasers' job and event again, at random. */
export const revalidate = 60;

export default async function HomePage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const [jobs, events, t] = await Promise.all([
    listJobTeasers(),
    listEventTeasers(),
    getTranslations("home.opportunities"),
  ]);

  // The hero's headline is a client component: it reads homeClient.
  return (
    <ClientMessages namespaces={["homeClient"]}>
      <Hero communityUrl={site.communityUrl} nextSectionId="explore" />
      <PartnerStrip />
      <ExploreGrid id="explore" />
      <section aria-labelledby="opportunities-title" className="py-16">
        <div className="mb-10 flex flex-col gap-3">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("eyebrow")}</p>
          <h2 id="opportunities-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t("title")}
          </h2>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <TeaserPanel title={t("jobsTitle")} text={t("jobsText")}>
            <JobTeaser job={pickAtRandom(jobs)} />
          </TeaserPanel>
          <TeaserPanel title={t("eventsTitle")} text={t("eventsText")}>
            <EventTeaser event={pickAtRandom(events) ?? sampleEvent} />
          </TeaserPanel>
        </div>
      </section>
      <div className="py-16">
        <CallTeaser />
      </div>
    </ClientMessages>
  );
}
