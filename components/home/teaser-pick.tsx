"use client";

import type { ReactNode } from "react";
import { useRandomIndex } from "@/components/home/use-random-pick";
import { cn } from "@/lib/cn";

/**
 * One of the candidate cards, picked at random in the browser after hydration. The cards are drawn by the server
 * (no card code ships); its HTML holds only the first, kept invisible until the pick so no first card is swapped
 * for another a moment later; without JavaScript it shows. The cards are drawn to one height (clamped and
 * truncated lines), so the pick changes no layout. `testId` names the slot once its card is picked.
 */
export function TeaserPick({ cards, testId }: { cards: readonly ReactNode[]; testId: string }) {
  const picked = useRandomIndex(cards.length);
  const card = cards[picked ?? 0];
  if (card === undefined) return null;
  return (
    <div
      data-teaser-slot
      data-testid={picked === null ? undefined : testId}
      className={cn(
        "flex flex-1 flex-col transition-opacity duration-300 motion-reduce:transition-none",
        picked === null ? "invisible opacity-0 noscript:visible noscript:opacity-100" : "visible opacity-100",
      )}
    >
      {card}
    </div>
  );
}
