import { Briefcase, CalendarClock, Gavel } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { dashboardTabs } from "@/lib/dashboard/sections";
import { ButtonLink } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";

/** What each of the member's lists shows while it is empty. */
const empties: Record<"applications" | "bids" | "consultations", ComponentProps<typeof EmptyState>> = {
  applications: {
    icon: <Briefcase className="size-10" />,
    title: "No Applications Yet",
    description: "Apply to jobs and internships in Web3 and AI; you can follow every application here.",
    action: <ButtonLink href="/jobs">Browse jobs</ButtonLink>,
  },
  bids: {
    icon: <Gavel className="size-10" />,
    title: "No Bids Yet",
    description: "Bid on paid gigs from startups, DAOs and brands; you can follow every bid here.",
    action: <ButtonLink href="/gigs">Browse gigs</ButtonLink>,
  },
  consultations: {
    icon: <CalendarClock className="size-10" />,
    title: "No Consultations Yet",
    description: "Book a 1:1 session with our team about your project, your career or your startup.",
    action: <ButtonLink href="/consultation">Book Consultation</ButtonLink>,
  },
};

/**
 * One of the member's lists, the panel of its dashboard tab: a section named by the tab's label (`action` beside
 * it), then the items; the empty state alone when there are none.
 */
export function PanelList<T>({
  tab,
  action,
  items,
  className,
  children,
}: {
  tab: keyof typeof empties;
  action?: ReactNode;
  items: T[];
  /** The list's classes. */
  className: string;
  /** One item, keyed. */
  children: (item: T) => ReactNode;
}) {
  const list = (
    <RecordList items={items} empty={empties[tab]} className={className}>
      {children}
    </RecordList>
  );
  if (items.length === 0) return list;
  return (
    <PanelSection
      id={`${tab}-title`}
      title={dashboardTabs.find((t) => t.value === tab)?.label}
      action={action}
    >
      {list}
    </PanelSection>
  );
}
