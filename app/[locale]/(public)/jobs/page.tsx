import type { Metadata } from "next";
import { JobsList } from "@/components/jobs/jobs-list";
import { readJobsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = {
  title: "Web3 and AI jobs and internships in India",
  description:
    "Hand-reviewed jobs and internships at Web3, AI and deep-tech teams across Bengaluru, Mumbai, Hyderabad, Pune, Delhi NCR and remote.",
  alternates: {
    canonical: "/jobs",
    types: {
      "application/rss+xml": [{ url: "/jobs/feed.xml", title: "Builders Hub: jobs and internships" }],
    },
  },
};

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function JobsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <JobsList {...await readJobsList({})} />;
}
