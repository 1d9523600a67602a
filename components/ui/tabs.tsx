"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        "inline-flex max-w-full flex-wrap gap-1 rounded-full border border-border bg-surface p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "min-h-11 rounded-full px-4 text-sm font-medium text-muted transition-colors hover:text-text",
        "data-[state=active]:bg-gradient-accent data-[state=active]:text-[#0b0b12]",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = RadixTabs.Content;
