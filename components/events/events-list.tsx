import { useLocale, useTranslations } from "#i18n";
import { EventCard } from "@/components/events/event-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults, pagingOf } from "@/components/listings/page-list";
import { Icon } from "@/components/ui/icon";
import { Pagination } from "@/components/ui/pagination";
import type { EventList } from "@/lib/events/queries";
import { EVENTS_PAGE_SIZE, type ListView } from "@/lib/listing-views/public-lists";
import { eventListJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";
import { localizedPath } from "@/lib/i18n/locales";

/** The events list: the cached default view (no params) and per-request searches and pages share it. */
export function EventsList({ query, result, filters }: ListView<EventList>) {
  // The search and filters ride along with every page link.
  const keep = { ...(query ? { q: query } : {}), ...filters.params };
  const t = useTranslations("events.list");
  const path = localizedPath(useLocale(), "/events");
  return (
    <>
      <ListPageHeader
        kind="event"
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
        items={result && result.events}
        failed={t("failed")}
        query={query}
        filtered={filters.chips.length > 0}
        empty={t("empty")}
        icon={<Icon name="calendar-clock" className="size-10" />}
        searched={t("searched", { query })}
        idle={t("idle")}
        head={
          result && (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: jsonLdScript(
                  eventListJsonLd(result.events, site.url, (result.currentPage - 1) * EVENTS_PAGE_SIZE),
                ),
              }}
            />
          )
        }
        count={
          result &&
          (result.totalCapped ? t("countCapped") : t("count", { count: result.total })) +
            (query ? t("countQuery", { query }) : "")
        }
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(event, i) => <EventCard event={event} preload={i === 0} />}
        paging={result && pagingOf(result, path, keep)}
        footer={
          result && (
            <Pagination
              fullLoad
              path={path}
              page={result.currentPage}
              totalPages={result.totalPages}
              params={keep}
            />
          )
        }
      />
    </>
  );
}
