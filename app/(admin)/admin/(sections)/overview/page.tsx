import { OverviewPanel } from "@/components/admin/overview-panel";
import { getAdminOverview } from "@/lib/admin/overview";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listFailedMail } from "@/lib/mail/deliver";

export const metadata = adminMetadata("overview");

/** Overview: what waits for an admin, mail that could not be sent, and 12 weeks of growth. */
export default async function AdminOverviewPage() {
  const admin = await requireAdminOrRedirect("/admin/overview");
  const [overview, undelivered] = await Promise.all([getAdminOverview(admin), listFailedMail(admin, 50)]);
  return <OverviewPanel overview={overview} undelivered={undelivered} />;
}
