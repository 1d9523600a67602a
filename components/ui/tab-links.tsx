"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type TabLink = { value: string; label: ReactNode; href: string };

/**
 * Tabs that live in the URL: each tab is a link (so it works before JavaScript runs, and a tab can be shared),
 * with the keyboard behaviour of tabs once it does. The server renders the selected tab's panel only.
 */
export function TabLinks({
  label,
  tabs,
  current,
  children,
  className,
}: {
  label: string;
  tabs: TabLink[];
  current: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Tabs value={current} className={className ?? "flex flex-col gap-6"}>
      <TabsList
        aria-label={label}
        className="self-start max-sm:grid max-sm:grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] max-sm:self-stretch max-sm:rounded-3xl"
      >
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            asChild
            className="inline-flex items-center justify-center text-center leading-tight hyphens-auto wrap-break-word max-sm:px-3"
          >
            <Link href={tab.href} scroll={false} replace>
              {tab.label}
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={current} className="outline-none">
        {children}
      </TabsContent>
    </Tabs>
  );
}
