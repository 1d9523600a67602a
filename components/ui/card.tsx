import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A card's classes: for markup drawn as a string (components/developers/api-reference.tsx) as for `Card`. */
export function cardClassName(className?: string): string {
  return cn(
    "rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 transition-colors",
    className,
  );
}

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cardClassName(className)} {...props} />;
}
