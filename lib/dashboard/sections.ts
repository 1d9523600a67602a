// The member dashboard's sections, one route each (/dashboard/<section>), and the old one-page addresses
// (/dashboard?tab=<section>&…) they replace. No server code: pages, tabs, panels and tests share it.
import { withQuery, type QueryParams } from "@/lib/site/query";

export const dashboardTabs = [
  { value: "activity", label: "Activity" },
  { value: "coins", label: "My Coins" },
  { value: "listings", label: "My Listings" },
  { value: "applications", label: "My Applications" },
  { value: "bids", label: "My Bids" },
  { value: "consultations", label: "My Consultations" },
  { value: "tickets", label: "My Tickets" },
  { value: "messages", label: "Messages" },
  { value: "notifications", label: "Notifications" },
  { value: "saved-searches", label: "Saved searches" },
  { value: "settings", label: "Account Settings" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["value"];

export function dashboardPath(tab: DashboardTab): string {
  return `/dashboard/${tab}`;
}

/** The section a path segment names (coins → "coins"); undefined for anything else. */
export function sectionOf(segment: string | null | undefined): DashboardTab | undefined {
  return dashboardTabs.find((t) => t.value === segment)?.value;
}

/**
 * Where an old address goes: /dashboard?tab=X&… → /dashboard/X?… (tab dropped, the rest kept); null when the
 * tab is missing or unknown (then the default rule chooses).
 */
export function sectionRedirect(params: QueryParams): string | null {
  const tab = sectionOf(typeof params.tab === "string" ? params.tab : undefined);
  return tab ? withQuery(dashboardPath(tab), { ...params, tab: undefined }) : null;
}
