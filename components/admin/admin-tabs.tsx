"use client";

import Link from "next/link";
import { useSelectedLayoutSegments } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { adminSectionLabels, adminSections, sectionOf } from "@/lib/admin/sections";

/**
 * The back office's sections: navigation, a link to each route (/admin/<section>), the current one marked with
 * aria-current="page". One row of pills that never wraps: it fits at 1280 px, and on a phone it scrolls sideways
 * (the current one scrolled into view) instead of a grid filling the first screen. The current section comes from
 * the address (the layout's selected segments), which the server renders too, so it is marked without JavaScript.
 */
export function AdminTabs({ children }: { children: ReactNode }) {
  // The segments below the layout: the route group first, then the section ("(sections)", "members", "abc").
  const current = sectionOf(useSelectedLayoutSegments().find((s) => !s.startsWith("(")));
  const list = useRef<HTMLUListElement>(null);

  // On a narrow screen, bring the current section into the row's view (the row only, never the page).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const start = link.offsetLeft;
    if (start < row.scrollLeft || start + link.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start - (row.clientWidth - link.offsetWidth) / 2;
    }
  }, [current]);

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Admin sections" className="min-w-0 max-w-full self-start max-lg:self-stretch">
        <ul
          ref={list}
          className="relative flex gap-0.5 overflow-x-auto overscroll-x-contain rounded-full border border-border bg-surface p-1.5 [scrollbar-width:thin]"
        >
          {adminSections.map((section) => (
            <li key={section} className="shrink-0">
              <Link
                href={`/admin/${section}`}
                scroll={false}
                aria-current={section === current ? "page" : undefined}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2 text-sm font-medium text-muted transition-colors hover:text-text focus-visible:outline-offset-1 aria-[current=page]:bg-gradient-accent aria-[current=page]:text-[#0b0b12]"
              >
                {adminSectionLabels[section]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
