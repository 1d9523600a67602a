import { requireMember } from "@/app/(member)/dashboard/guard";
import { ActivityPanel } from "@/components/dashboard/activity-panel";
import { listActivity } from "@/lib/activity/queries";

/** Activity: everything the member has going, newest first. */
export default async function ActivityPage() {
  const user = await requireMember("/dashboard/activity");
  return <ActivityPanel items={await listActivity(user)} />;
}
