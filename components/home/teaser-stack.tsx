"use client";

import type { ReactNode } from "react";
import { useRandomIndex } from "@/components/home/use-random-pick";
import { cn } from "@/lib/cn";

/**
 * Every candidate card stacked in one grid cell, so the cell is as tall as the tallest and the browser's random
 * pick (after hydration) changes no layout. Until then no card shows (no first card swapped for another a
 * moment later); the pick fades in. Without JavaScript the first card shows. Hidden cards are `visibility:
 * hidden`: out of the accessibility tree and the tab order.
 */
export function TeaserStack<T extends { id: string | null }>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T, shown: boolean) => ReactNode;
}) {
  const picked = useRandomIndex(items.length);
  return (
    <div className="grid flex-1">
      {items.map((item, i) => {
        const shown = picked === i;
        return (
          <div
            key={item.id ?? `item-${i}`}
            data-teaser-slot
            className={cn(
              "col-start-1 row-start-1 flex flex-col transition-opacity duration-300 motion-reduce:transition-none",
              shown ? "visible opacity-100" : "invisible opacity-0",
              picked === null && i === 0 && "noscript:visible noscript:opacity-100",
            )}
          >
            {children(item, shown)}
          </div>
        );
      })}
    </div>
  );
}
