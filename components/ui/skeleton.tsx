import { cn } from "@/lib/cn";

/** A placeholder block while something loads: hidden from assistive technology, pulsing. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-xl bg-surface-raised", className)} />;
}
