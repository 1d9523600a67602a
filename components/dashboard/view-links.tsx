import Link from "next/link";
import { cn } from "@/lib/cn";

export type ViewLink = { value: string; label: string; href: string };

/**
 * A row of links that choose how a list is shown (a stage, an order): plain links kept in the URL, so they work
 * before JavaScript and a view can be shared; the current one is marked for assistive technology.
 */
export function ViewLinks({ label, links, current }: { label: string; links: ViewLink[]; current: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{label}:</span>
      {links.map((link) => (
        <Link
          key={link.value}
          href={link.href}
          scroll={false}
          aria-current={link.value === current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors",
            link.value === current
              ? "border-accent bg-surface-raised font-semibold text-text"
              : "border-border text-muted hover:border-border-strong hover:text-text",
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
