import { useTranslations } from "#i18n";
import { GigCard } from "@/components/gigs/gig-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults } from "@/components/listings/page-list";
import type { GigList } from "@/lib/gigs/queries";
import { backQueryOf } from "@/lib/listing-views/list-url";
import type { ListView } from "@/lib/listing-views/public-lists";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The gigs list: the cached default view (no params) and per-request searches and pages share it. In the page's
 * language (namespace gigs; the Bid buttons read gigsBid, sent with the page).
 */
export function GigsList({ query, result, filters }: ListView<GigList>) {
  const t = useTranslations("gigs.list");
  const count = result && (query ? t("countFor", { count: result.total, query }) : t("count", { count: result.total }));
  // Each card's link carries this view, so the gig's "Back to Gigs" returns to it.
  const back = backQueryOf("/gigs", { ...(query ? { q: query } : {}), ...filters.params });

  return (
    <ClientMessages namespaces={["gigsBid"]}>
      <ListPageHeader
        kind="gig"
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
        items={result && result.gigs}
        failed={t("failed")}
        query={query}
        filtered={filters.chips.length > 0}
        empty={t("empty")}
        searched={t("searched", { query })}
        idle={t("idle")}
        count={count}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(gig, i) => <GigCard gig={gig} preload={i === 0} back={back} />}
      />
    </ClientMessages>
  );
}
