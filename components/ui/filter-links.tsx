import { UrlLink } from "@/components/ui/url-link";
import { cn } from "@/lib/cn";

export type FilterLink = { label: string; href: string; current: boolean };

/** A row of filter chips that live in the URL (the current one is marked for screen readers too). */
export function FilterLinks({
  label,
  links,
  fullLoad,
}: {
  label: string;
  links: FilterLink[];
  /** On a cached list page: each filter loads in full (see UrlLink). */
  fullLoad?: boolean;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {links.map((l) => (
        <UrlLink
          fullLoad={fullLoad}
          key={l.href}
          href={l.href}
          aria-current={l.current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-full border px-4 text-sm",
            l.current
              ? "border-primary bg-primary/15 text-text"
              : "border-border-strong text-muted hover:text-text",
          )}
        >
          {l.label}
        </UrlLink>
      ))}
    </nav>
  );
}
