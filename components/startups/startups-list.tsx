import { useTranslations } from "#i18n";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults } from "@/components/listings/page-list";
import { StartupCard } from "@/components/startups/startup-card";
import type { ListView } from "@/lib/listing-views/public-lists";
import type { StartupList } from "@/lib/startups/queries";

/** The startups list: the cached default view (no params) and per-request searches and pages share it. */
export function StartupsList({ query, result, filters }: ListView<StartupList>) {
  const t = useTranslations("startups.list");
  const count =
    result && (query ? t("results", { count: result.total, query }) : t("count", { count: result.total }));

  return (
    <>
      <ListPageHeader
        kind="startup"
        query={query}
        eyebrow={t("eyebrow")}
        title={t("title")}
        highlight={t("highlight")}
        description={t("description")}
        placeholder={t("placeholder")}
        post={t("post")}
        filters={filters.params}
      >
        <FilterBar view={filters} />
      </ListPageHeader>
      <ListResults
        items={result && result.startups}
        failed={t("failed")}
        query={query}
        filtered={filters.chips.length > 0}
        empty={t("empty")}
        searched={t("searched", { query })}
        idle={t("idle")}
        count={count}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(startup, i) => <StartupCard startup={startup} preload={i === 0} />}
      />
    </>
  );
}
