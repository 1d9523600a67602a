import { generateMetadata as listMetadata } from "@/app/[locale]/(public)/events/page";
import { EventsList } from "@/components/events/events-list";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";
import { readEventsList } from "@/lib/listing-views/public-lists";

/** /events with a search, a filter or a page (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage("events", listMetadata, async (params, locale) => (
  <EventsList {...await readEventsList(params, locale)} />
));

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
