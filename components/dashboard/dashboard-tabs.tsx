import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";

export const dashboardTabs = [
  { value: "coins", label: "My Coins" },
  { value: "listings", label: "My Listings" },
  { value: "applications", label: "My Applications" },
  { value: "consultations", label: "My Consultations" },
  { value: "settings", label: "Account Settings" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["value"];

/** My Coins (default), My Listings, My Applications, My Consultations, Account Settings: tabs in the URL (?tab=). */
export function DashboardTabs({ current, children }: { current: DashboardTab; children: ReactNode }) {
  return (
    <TabLinks
      label="Dashboard sections"
      current={current}
      tabs={dashboardTabs.map((t) => ({
        ...t,
        href: t.value === "coins" ? "/dashboard" : `/dashboard?tab=${t.value}`,
      }))}
    >
      {children}
    </TabLinks>
  );
}
