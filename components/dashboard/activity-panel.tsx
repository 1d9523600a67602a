import { Activity } from "lucide-react";
import { ActivityList } from "@/components/dashboard/activity-list";
import { PanelSection } from "@/components/ui/panel-section";
import { ButtonLink } from "@/components/ui/button";
import type { ActivityItem } from "@/lib/activity/queries";

/** Activity: everything the member has going, newest first, each with its status and a link to follow it. */
export function ActivityPanel({ items }: { items: ActivityItem[] }) {
  const list = (
    <ActivityList
      items={items}
      empty={{
        icon: <Activity className="size-10" />,
        title: "Nothing going on yet",
        description:
          "Apply to a job, bid on a gig, book a consultation or list an opportunity: you can follow all of it here.",
        action: <ButtonLink href="/jobs">Browse opportunities</ButtonLink>,
      }}
    />
  );
  if (items.length === 0) return list;
  return (
    <PanelSection id="activity-title" title="Activity">
      {list}
    </PanelSection>
  );
}
