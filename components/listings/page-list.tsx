import type { ReactNode } from "react";
import { LoginLink, type ListingType } from "@/components/listings/login-link";
import { SearchBox } from "@/components/listings/search-box";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/states";
import { plural } from "@/lib/format/plural";

/**
 * The head of the list page of one listing `kind` (at /<kind>s): a title whose last words are set in the
 * gradient, the search box (a full page load: the default view is cached) beside the link that posts a
 * listing (`post` is its label), then any filters. A search keeps the filters chosen (`filters`, the URL's
 * other parameters but the page), and clearing it keeps them too.
 */
export function ListPageHeader({
  kind,
  query,
  eyebrow,
  title,
  highlight,
  description,
  placeholder,
  post,
  filters,
  children,
}: {
  kind: ListingType;
  query: string;
  eyebrow: string;
  title: string;
  highlight: string;
  description: string;
  placeholder: string;
  post: string;
  filters?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={
        <>
          {`${title} `}
          <span className="text-gradient">{highlight}</span>
        </>
      }
      description={description}
    >
      <div className="flex flex-col gap-4 pt-2 md:flex-row md:items-center md:justify-between">
        <SearchBox
          fullLoad
          action={`/${kind}s`}
          query={query}
          label={`Search ${kind}s`}
          placeholder={placeholder}
          hidden={filters}
        />
        <LoginLink
          href={`/submit-listing?type=${kind}`}
          listingType={kind}
          className={buttonClass("primary", "lg")}
        >
          {post}
        </LoginLink>
      </div>
      {children}
    </PageHeader>
  );
}

/**
 * The body of a list page: the error state when `items` could not be read (null); the empty state (with
 * `icon`), which says `searched` when there is a `query` and `idle` when not; or `head` (structured data), how
 * many there are (`count`, read out when a search changes it), the cards in the `grid` and the `footer` (the
 * pages).
 */
export function ListResults<T extends { id: string }>({
  items,
  query,
  failed,
  empty,
  searched,
  idle,
  icon = <Icon name="search-x" className="size-10" />,
  head,
  count,
  grid,
  card,
  footer,
  filtered,
}: {
  items: T[] | null;
  query: string;
  /** Filters are chosen: the empty state says so. */
  filtered?: boolean;
  failed: string;
  empty: string;
  searched: string;
  idle: string;
  icon?: ReactNode;
  head?: ReactNode;
  count: ReactNode;
  grid: string;
  card: (item: T, index: number) => ReactNode;
  footer?: ReactNode;
}) {
  if (!items) return <ErrorState title={failed} action={<ReloadLink label="Try Again" />} />;
  if (items.length === 0) {
    const why = query
      ? searched
      : filtered
        ? "Nothing matches these filters. Remove one, or clear them all."
        : idle;
    return <EmptyState icon={icon} title={empty} description={why} />;
  }
  return (
    <>
      {head}
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {count}
      </p>
      <ul className={grid}>
        {items.map((item, i) => (
          <li key={item.id}>{card(item, i)}</li>
        ))}
      </ul>
      {footer}
    </>
  );
}

/** How many a paged list holds ("10,000+" past the count cap), by `one` or `many`, and for which search. */
export function PagedCount({
  result,
  one,
  many,
  query,
}: {
  result: { total: number; totalCapped: boolean };
  one: string;
  many: string;
  query: string;
}) {
  return (
    <>
      {result.totalCapped ? `10,000+ ${many}` : plural(result.total, one, many)}
      {query ? ` for "${query}"` : ""}
    </>
  );
}
