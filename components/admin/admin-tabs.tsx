"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import type { ReactNode } from "react";
import { TabLinks } from "@/components/ui/tab-links";
import { adminSectionLabels, adminSections, sectionOf } from "@/lib/admin/sections";

const tabs = adminSections.map((s) => ({ value: s, label: adminSectionLabels[s], href: `/admin/${s}` }));

/**
 * The back office's sections as one row of tabs, each a link to its route (/admin/<section>). The current one
 * comes from the address (the layout's selected segments), which the server renders too, so it is marked
 * without JavaScript.
 */
export function AdminTabs({ children }: { children: ReactNode }) {
  // The segments below the layout: the route group first, then the section ("(sections)", "members", "abc").
  const current = sectionOf(useSelectedLayoutSegments().find((s) => !s.startsWith("(")));
  return (
    <TabLinks label="Admin sections" current={current} tabs={tabs}>
      {children}
    </TabLinks>
  );
}
