import type { Metadata } from "next";
import { EventsList } from "@/components/events/events-list";
import { readEventsList } from "@/lib/listing-views/public-lists";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = {
  title: "Web3 and AI events and hackathons in India",
  description:
    "Hackathons, workshops, meetups and conferences for builders across India: Bengaluru, Mumbai, Delhi NCR, Hyderabad, Pune and online.",
  alternates: {
    canonical: "/events",
    types: {
      "application/rss+xml": [{ url: "/events/feed.xml", title: "Builders Hub: events and hackathons" }],
      "text/calendar": [{ url: "/events/calendar.ics", title: "Builders Hub events calendar" }],
    },
  },
};

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default async function EventsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <EventsList {...await readEventsList({})} />;
}
