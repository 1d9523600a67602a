import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The icons a fact line can show: each is a `.fact-<name>` rule in app/globals.css (checked by fact.test.ts). */
export const factIcons = [
  "map-pin",
  "briefcase",
  "wallet",
  "clock",
  "calendar-days",
  "users",
  "signal",
] as const;
export type FactIcon = (typeof factIcons)[number];

/**
 * One fact of a card (where, when, how much): its value after an icon that CSS draws (`.fact` in app/globals.css), in
 * the text's colour or, with `accent`, the accent's. Hidden from assistive technology, as the sprite's icons are.
 */
export function Fact({
  icon,
  accent = false,
  className,
  children,
}: {
  icon: FactIcon;
  accent?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return <li className={cn("fact", `fact-${icon}`, accent && "fact-accent", className)}>{children}</li>;
}
