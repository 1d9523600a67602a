import { generateMetadata as startupsMetadata } from "@/app/[locale]/(public)/startups/page";
import { StartupsList } from "@/components/startups/startups-list";
import { readStartupsList } from "@/lib/listing-views/public-lists";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";

/** /startups with a search or a filter (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage(
  "startups",
  (locale) => startupsMetadata({ params: Promise.resolve({ locale }) }),
  async (params, locale) => <StartupsList {...await readStartupsList(params, locale)} />,
);

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
