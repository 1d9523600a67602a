import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One fact of a teaser card (where, when, how much): an icon and a value cut to one line. */
export function TeaserFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon aria-hidden className="size-4 shrink-0 text-accent" />{" "}
      <span className="truncate">{children}</span>
    </li>
  );
}
