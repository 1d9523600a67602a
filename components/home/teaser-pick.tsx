"use client";

import type { ReactNode } from "react";
import { useRandomIndex } from "@/components/home/use-random-pick";
import { cn } from "@/lib/cn";

/**
 * One candidate card, picked at random in the browser after hydration. The server's HTML holds only the first
 * candidate (the others travel as data), kept invisible until the pick so no first card is swapped for another
 * a moment later; without JavaScript it shows. The cards are drawn to one height (clamped and truncated
 * lines), so the pick changes no layout.
 */
export function TeaserPick<T>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T, shown: boolean) => ReactNode;
}) {
  const picked = useRandomIndex(items.length);
  const item = items[picked ?? 0];
  if (item === undefined) return null;
  return (
    <div
      data-teaser-slot
      className={cn(
        "flex flex-1 flex-col transition-opacity duration-300 motion-reduce:transition-none",
        picked === null ? "invisible opacity-0 noscript:visible noscript:opacity-100" : "visible opacity-100",
      )}
    >
      {children(item, picked !== null)}
    </div>
  );
}
