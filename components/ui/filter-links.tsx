import { UrlLink } from "@/components/ui/url-link";

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
          // Component classes (app/globals.css).
          className={l.current ? "chip chip-current" : "chip"}
        >
          {l.label}
        </UrlLink>
      ))}
    </nav>
  );
}
