import { generateMetadata as listMetadata } from "@/app/[locale]/(public)/gigs/page";
import { GigsList } from "@/components/gigs/gigs-list";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";
import { readGigsList } from "@/lib/listing-views/public-lists";

/** /gigs with a search or a filter (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage("gigs", listMetadata, async (params, locale) => (
  <GigsList {...await readGigsList(params, locale)} />
));

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
