import { generateMetadata as eventsMetadata } from "@/app/[locale]/(public)/events/page";
import { EventsList } from "@/components/events/events-list";
import { readEventsList } from "@/lib/listing-views/public-lists";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";

/** /events with a search, a filter or a page (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage(
  "events",
  (locale) => eventsMetadata({ params: Promise.resolve({ locale }) }),
  async (params, locale) => <EventsList {...await readEventsList(params, locale)} />,
);

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
