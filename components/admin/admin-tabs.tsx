import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";

export const adminTabs = [
  { value: "overview", label: "Overview" },
  { value: "listings", label: "Review Listings" },
  { value: "consultations", label: "Consultations" },
  { value: "coins", label: "Coin Management" },
  { value: "courses", label: "Add Courses" },
  { value: "docs", label: "Add Documentation" },
  { value: "leads", label: "Leads" },
  { value: "members", label: "Members" },
  { value: "audit", label: "Audit Log" },
] as const;

export type AdminTab = (typeof adminTabs)[number]["value"];

/** The back office's sections, as tabs in the URL (?tab=). */
export function AdminTabs({ current, children }: { current: AdminTab; children: ReactNode }) {
  return (
    <TabLinks
      label="Admin sections"
      current={current}
      tabs={adminTabs.map((t) => ({ ...t, href: `/admin/dashboard?tab=${t.value}` }))}
    >
      {children}
    </TabLinks>
  );
}
