import type { ReactNode } from "react";

/** The teaser cards' icons, drawn by the server (components/home/teaser-icons.tsx) and passed to the client cards. */
export type TeaserIcons = Record<
  "location" | "salary" | "experience" | "jobType" | "date" | "people",
  ReactNode
>;

/** One fact of a teaser card (where, when, how much): an icon and a value cut to one line. */
export function TeaserFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      {icon} <span className="truncate">{children}</span>
    </li>
  );
}
