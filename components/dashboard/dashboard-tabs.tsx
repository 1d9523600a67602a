import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";

export const dashboardTabs = [
  { value: "activity", label: "Activity" },
  { value: "coins", label: "My Coins" },
  { value: "listings", label: "My Listings" },
  { value: "applications", label: "My Applications" },
  { value: "bids", label: "My Bids" },
  { value: "consultations", label: "My Consultations" },
  { value: "settings", label: "Account Settings" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["value"];

/**
 * Activity (the default for a member who has any), My Coins (the default otherwise), My Listings, My
 * Applications, My Bids, My Consultations, Account Settings: tabs in the URL (?tab=).
 */
export function DashboardTabs({ current, children }: { current: DashboardTab; children: ReactNode }) {
  return (
    <TabLinks
      label="Dashboard sections"
      current={current}
      tabs={dashboardTabs.map((t) => ({
        ...t,
        href: `/dashboard?tab=${t.value}`,
      }))}
    >
      {children}
    </TabLinks>
  );
}
