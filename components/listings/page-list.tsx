import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { LoginLink, type ListingType } from "@/components/listings/login-link";
import { SearchBox } from "@/components/listings/search-box";
import { UrlFormReset } from "@/components/listings/url-form-reset";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/states";
import { localizedPath, intlLocale } from "@/lib/i18n/locales";
import { atPage } from "@/lib/listing-views/list-url";
import { withQuery } from "@/lib/site/query";

/**
 * The head of the list page of one listing `kind` (at /<kind>s): a title whose last words are set in the
 * gradient, the search box (a full page load: the default view is cached) beside the link that posts a
 * listing (`post` is its label), then any filters. A search keeps the filters chosen (`filters`, the URL's
 * other parameters but the page), and clearing it keeps them too. Both forms show what the URL says, also when
 * the page is shown again by Back (UrlFormReset). The texts given are in the page's language; the search's address
 * is under its prefix.
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
  const t = useTranslations("listFilters");
  const locale = useLocale();
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
          action={localizedPath(locale, `/${kind}s`)}
          query={query}
          label={t(`searchList.${kind}`)}
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
      <UrlFormReset />
    </PageHeader>
  );
}

/** Where a paged list's view is: its page, how many pages and results it has, and the link to page `n`. */
export type ListPaging = { page: number; totalPages: number; total: number; href: (n: number) => string };

/** The paging of a list's `result` at `path` (as links write it), whose page links keep `params` (the search and filters). */
export function pagingOf(
  result: { currentPage: number; totalPages: number; total: number },
  path: string,
  params: Record<string, string>,
): ListPaging {
  const { currentPage: page, totalPages, total } = result;
  return { page, totalPages, total, href: (n) => withQuery(path, atPage(params, n)) };
}

/**
 * The body of a list page: the error state when `items` could not be read (null); past the last page of results
 * (`paging`), which page is the last, with a link to it; the empty state (with `icon`), which says `searched` when
 * there is a `query` and `idle` when not; or `head` (structured data), how many there are (`count`, read out when
 * a search changes it), the cards in the `grid` and the `footer` (the pages).
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
  paging,
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
  paging?: ListPaging | null;
}) {
  const t = useTranslations("listFilters");
  if (!items) return <ErrorState title={failed} action={<ReloadLink label={t("tryAgain")} />} />;
  if (items.length === 0 && paging && paging.total > 0 && paging.page > paging.totalPages)
    return <PastTheEnd {...paging} />;
  if (items.length === 0) {
    const why = query ? searched : filtered ? t("noneMatch") : idle;
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

/**
 * How many a paged list holds, in the page's language: `count(total)` ("12 roles", an ICU plural), `capped` past
 * the count cap ("10,000+ roles"), and for which search.
 */
export function PagedCount({
  result,
  count,
  capped,
  query,
}: {
  result: { total: number; totalCapped: boolean };
  count: (total: number) => string;
  capped: string;
  query: string;
}) {
  const t = useTranslations("listFilters");
  return (
    <>
      {result.totalCapped ? capped : count(result.total)}
      {query ? t("forQuery", { query }) : ""}
    </>
  );
}

/** A number as the lists write it (en-IN digits: 1,20,000; hi-IN's the same way). */
const numberIn = (locale: string, n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);

/** A page past the last of a list's results: which page is the last, and a link to it (the view's filters kept). */
function PastTheEnd({ page, totalPages, href }: ListPaging) {
  const t = useTranslations("listFilters.pastEnd");
  const locale = useLocale();
  const last = numberIn(locale, totalPages);
  return (
    <EmptyState
      icon={<Icon name="search-x" className="size-10" />}
      title={t("title")}
      description={t("description", { page: numberIn(locale, page), count: totalPages })}
      action={
        <a href={href(totalPages)} className={buttonClass("secondary", "md", "min-h-11")}>
          {t("go", { page: last })}
        </a>
      }
    />
  );
}
