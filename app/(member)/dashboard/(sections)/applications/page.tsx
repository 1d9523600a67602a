import { requireMember } from "@/app/(member)/dashboard/guard";
import { ApplicationsPanel } from "@/components/dashboard/applications-panel";
import { listMyApplications } from "@/lib/applications/queries";

/** My Applications: the jobs the member applied to, newest first. */
export default async function ApplicationsPage() {
  const user = await requireMember("/dashboard/applications");
  return <ApplicationsPanel applications={await listMyApplications(user.id)} />;
}
