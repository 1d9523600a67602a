// The tabs' look, shared by the working tabs (components/ui/tabs.tsx, Radix) and the drawing that stands in for
// them until their code loads (components/ui/lazy-tabs.tsx), so the two are drawn alike.
import { cn } from "@/lib/cn";

export const tabsListClass = (className?: string) =>
  cn("inline-flex max-w-full flex-wrap gap-1 rounded-full border border-border bg-surface p-1", className);

export const tabsTriggerClass = (className?: string) =>
  cn(
    "min-h-11 rounded-full px-4 text-sm font-medium text-muted transition-colors hover:text-text",
    "data-[state=active]:bg-gradient-accent data-[state=active]:text-[#0b0b12]",
    className,
  );
