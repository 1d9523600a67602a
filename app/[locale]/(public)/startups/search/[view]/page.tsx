import { generateMetadata as listMetadata } from "@/app/[locale]/(public)/startups/page";
import { StartupsList } from "@/components/startups/startups-list";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";
import { readStartupsList } from "@/lib/listing-views/public-lists";

/** /startups with a search or a filter (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage("startups", listMetadata, async (params, locale) => (
  <StartupsList {...await readStartupsList(params, locale)} />
));

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
