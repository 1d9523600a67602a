import { OverviewPanel } from "@/components/admin/overview-panel";
import { getAdminOverview } from "@/lib/admin/overview";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listFailedMail } from "@/lib/mail/deliver";
import { listFailedJobs } from "@/lib/admin/failed-jobs";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("overview");

/** Overview: what waits for an admin, mail that could not be sent, 12 weeks of growth, and failed jobs. */
export default async function AdminOverviewPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const admin = await requireAdminOrRedirect("/admin/overview");
  const [overview, undelivered, failedJobs] = await Promise.all([
    getAdminOverview(admin),
    listFailedMail(admin, 50),
    listFailedJobs(admin, 50),
  ]);
  return <OverviewPanel overview={overview} undelivered={undelivered} failedJobs={failedJobs} />;
}
