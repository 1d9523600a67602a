"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";
import { sectionOf } from "@/lib/dashboard/sections";
import { TabLinks, type TabLink } from "@/components/ui/tab-links";

/**
 * A dashboard section's frame: the greeting header, then the tabs Activity (the default for a member who has any),
 * My Coins (the default otherwise), My Listings, My Applications, My Bids, My Consultations, Account Settings,
 * one route each (/dashboard/<section>). The current one comes from the layout's selected segment, which the
 * server renders too, so it is marked in the first HTML without JavaScript. The layout gives the words, already
 * in the page's language, and the tabs' addresses.
 */
export function DashboardFrame({
  eyebrow = "Dashboard",
  greeting,
  intro = "Your applications, bids, listings, consultations, coins and account, in one place.",
  tabsLabel = "Dashboard sections",
  tabs,
  children,
}: {
  eyebrow?: string;
  greeting: string;
  intro?: string;
  tabsLabel?: string;
  tabs: TabLink[];
  children: ReactNode;
}) {
  const current = sectionOf(useSelectedLayoutSegment()) ?? "activity";
  return (
    <div className="flex flex-col gap-8 pt-4">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{greeting}</h1>
        <p className="text-muted">{intro}</p>
      </header>
      <TabLinks label={tabsLabel} current={current} tabs={tabs}>
        {children}
      </TabLinks>
    </div>
  );
}
