import type { Metadata } from "next";
import { CallTeaser } from "@/components/home/call-teaser";
import { EventTeaser } from "@/components/home/event-teaser";
import { ExploreGrid } from "@/components/home/explore-grid";
import { Hero } from "@/components/home/hero";
import { JobTeaser } from "@/components/home/job-teaser";
import { PartnerStrip } from "@/components/home/partner-strip";
import { TeaserPanel } from "@/components/home/teaser-panel";
import { listEventTeasers, listJobTeasers } from "@/lib/home/teasers";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: `${site.name}: Web3, AI and future-tech builders in India`,
  description:
    "Hackathons, jobs, internships, freelance gigs, startups, courses and 1:1 mentor calls for India's Web3 and AI builders.",
  path: "/",
  absoluteTitle: true,
});

/** Cached and regenerated every minute: the teasers' random pick happens in the browser. */
export const revalidate = 60;

export default async function HomePage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const [jobs, events] = await Promise.all([listJobTeasers(), listEventTeasers()]);

  return (
    <>
      <Hero communityUrl={site.communityUrl} nextSectionId="explore" />
      <PartnerStrip />
      <ExploreGrid id="explore" />
      <section aria-labelledby="opportunities-title" className="py-16">
        <div className="mb-10 flex flex-col gap-3">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Right now</p>
          <h2 id="opportunities-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            Opportunities picked for you
          </h2>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <TeaserPanel
            title="Jobs & Internships"
            text="Approved roles from teams hiring in India and remote."
          >
            <JobTeaser jobs={jobs} />
          </TeaserPanel>
          <TeaserPanel title="Events & Hackathons" text="Meet builders, win prizes and ship something new.">
            <EventTeaser events={events} />
          </TeaserPanel>
        </div>
      </section>
      <div className="py-16">
        <CallTeaser />
      </div>
    </>
  );
}
