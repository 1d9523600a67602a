"use client";

import { useTranslations } from "#i18n";
import { Fragment, lazy, Suspense, useState, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import type { DocItemDto } from "@/lib/docs/queries";
import { matchesDoc } from "@/lib/docs/search";
import { docSections, type DocSection } from "@/lib/docs/sections";

const loadCard = () => import("@/components/docs/doc-card").then((module) => ({ default: module.DocCard }));
/**
 * A card drawn here, for a search typed on the page: its code is fetched when the search box takes the focus. React.lazy
 * itself rather than lib/client/lazy-component.tsx: while it loads, the fallback is the list's own server cards.
 */
const LiveDocCard = lazy(loadCard);

/**
 * The documentation tabs and a search that filters and highlights; the text is kept in the URL (?q=).
 * `cards` are the server's drawings of each item (by id), its matches of the address's query highlighted: the page
 * ships no card code until a visitor types (then the server's cards show while it loads). `searchIcon` is drawn by
 * the server (the sprite), so no icon code comes with the page.
 */
export function DocsBrowser({
  items,
  cards,
  initialQuery,
  searchIcon,
}: {
  items: DocItemDto[];
  cards: Record<string, ReactNode>;
  initialQuery: string;
  searchIcon: ReactNode;
}) {
  const t = useTranslations("docs");
  const [query, setQuery] = useState(initialQuery);
  const [tab, setTab] = useState<DocSection>(() => firstWithResults(items, initialQuery) ?? "courses");
  const counts = Object.fromEntries(
    docSections.map((s) => [
      s.value,
      items.filter((i) => i.section === s.value && matchesDoc(i, query)).length,
    ]),
  ) as Record<DocSection, number>;

  const drawn = (list: DocItemDto[]) =>
    list.map((item) => <Fragment key={item.id}>{cards[item.id]}</Fragment>);

  function onSearch(value: string) {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(null, "", url);
    const visible = items.filter((i) => i.section === tab && matchesDoc(i, value)).length;
    if (!visible) setTab(firstWithResults(items, value) ?? tab);
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="relative w-full max-w-xl">
        <span className="pointer-events-none absolute left-4 top-1/2 flex -translate-y-1/2 text-muted">
          {searchIcon}
        </span>
        <label htmlFor="docs-search" className="sr-only">
          {t("search")}
        </label>
        <input
          id="docs-search"
          type="search"
          value={query}
          onChange={(e) => onSearch(e.target.value)}
          onFocus={() => void loadCard().catch(() => undefined)}
          placeholder={t("placeholder")}
          maxLength={100}
          className="min-h-12 w-full rounded-full border border-border-strong bg-surface/80 pl-11 pr-4 text-base text-text placeholder:text-muted/80 focus:border-primary focus:outline-none"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {query.trim() ? t("results", { count: Object.values(counts).reduce((a, b) => a + b, 0), query }) : ""}
      </p>
      <LazyTabs
        label={t("sectionLabel")}
        value={tab}
        onValueChange={(v) => setTab(v as DocSection)}
        className="flex flex-col gap-8"
        listWrapperClassName="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:px-0"
        listClassName="w-max max-w-none! flex-nowrap!"
        tabs={docSections.map((s) => {
          const list = items.filter((i) => i.section === s.value && matchesDoc(i, query));
          return {
            value: s.value,
            label: (
              <>
                {t(`sections.${s.value}`)}
                {query.trim() && <span className="ml-1.5 opacity-80">({counts[s.value]})</span>}
              </>
            ),
            panel:
              list.length === 0 ? (
                <EmptyState
                  title={t("noMatchTitle")}
                  description={t("noMatch", { section: t(`sections.${s.value}`), query: query.trim() })}
                />
              ) : (
                <div className="grid gap-5 lg:grid-cols-2">
                  {query === initialQuery ? (
                    drawn(list)
                  ) : (
                    <Suspense fallback={drawn(list)}>
                      {list.map((item) => (
                        <LiveDocCard key={item.id} item={item} query={query} />
                      ))}
                    </Suspense>
                  )}
                </div>
              ),
          };
        })}
      />
    </div>
  );
}

function firstWithResults(items: DocItemDto[], query: string): DocSection | undefined {
  return docSections.find((s) => items.some((i) => i.section === s.value && matchesDoc(i, query)))?.value;
}
