import { generateMetadata as listMetadata } from "@/app/[locale]/(public)/jobs/page";
import { JobsList } from "@/components/jobs/jobs-list";
import { listViewPage, noViewsAtBuild } from "@/components/listings/view-page";
import { readJobsList } from "@/lib/listing-views/public-lists";

/** /jobs with a search, a filter or a page (proxy.ts rewrites it here): a cached page of its own. */
const view = listViewPage("jobs", listMetadata, async (params, locale) => (
  <JobsList {...await readJobsList(params, locale)} />
));

export const generateMetadata = view.generateMetadata;
export default view.Page;
export const revalidate = 60;
export const generateStaticParams = noViewsAtBuild;
