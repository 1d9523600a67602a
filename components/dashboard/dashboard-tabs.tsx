"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type DashboardTab = "coins" | "listings" | "settings";

/** My Coins (default), My Listings, Account Settings. The panels are rendered on the server. */
export function DashboardTabs({
  defaultTab,
  coins,
  listings,
  settings,
}: {
  defaultTab: DashboardTab;
  coins: ReactNode;
  listings: ReactNode;
  settings: ReactNode;
}) {
  return (
    <Tabs defaultValue={defaultTab} className="flex flex-col gap-6">
      <TabsList aria-label="Dashboard sections" className="self-start">
        <TabsTrigger value="coins" className="max-sm:px-3">
          My Coins
        </TabsTrigger>
        <TabsTrigger value="listings" className="max-sm:px-3">
          My Listings
        </TabsTrigger>
        <TabsTrigger value="settings" className="max-sm:px-3">
          Account Settings
        </TabsTrigger>
      </TabsList>
      <TabsContent value="coins" className="outline-none">
        {coins}
      </TabsContent>
      <TabsContent value="listings" className="outline-none">
        {listings}
      </TabsContent>
      <TabsContent value="settings" className="outline-none">
        {settings}
      </TabsContent>
    </Tabs>
  );
}
