import type { ReactNode } from "react";
import { Fact, type FactIcon } from "@/components/ui/fact";

/** One fact of a teaser card (where, when, how much): its icon (drawn by CSS) and a value cut to one line. */
export function TeaserFact({ icon, children }: { icon: FactIcon; children: ReactNode }) {
  return (
    <Fact icon={icon} accent className="min-w-0 gap-2">
      <span className="truncate">{children}</span>
    </Fact>
  );
}
