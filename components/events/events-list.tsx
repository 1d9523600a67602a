import { EventCard } from "@/components/events/event-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults, PagedCount, pagingOf } from "@/components/listings/page-list";
import { Icon } from "@/components/ui/icon";
import { Pagination } from "@/components/ui/pagination";
import type { EventList } from "@/lib/events/queries";
import { EVENTS_PAGE_SIZE, type ListView } from "@/lib/listing-views/public-lists";
import { eventListJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";

/** The events list: the cached default view (no params) and per-request searches and pages share it. */
export function EventsList({ query, result, filters }: ListView<EventList>) {
  // The search and filters ride along with every page link.
  const keep = { ...(query ? { q: query } : {}), ...filters.params };
  return (
    <>
      <ListPageHeader
        kind="event"
        query={query}
        eyebrow="Events & hackathons"
        title="Build, ship and meet at"
        highlight="India's best events"
        description="Hackathons with real prize pools, hands-on workshops and community meetups, reviewed by our team. Log in to see full details and register."
        placeholder="Search hackathons, workshops, cities..."
        post="Submit Event"
        filters={filters.params}
      >
        <FilterBar view={filters} />
      </ListPageHeader>
      <ListResults
        items={result && result.events}
        failed="Failed to load events"
        query={query}
        filtered={filters.chips.length > 0}
        empty="Coming Soon..."
        icon={<Icon name="calendar-clock" className="size-10" />}
        searched={`No events matched "${query}" yet. Try another city or topic.`}
        idle="New events are announced every week. Check back soon."
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
        count={result && <PagedCount result={result} one="event" many="events" query={query} />}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(event, i) => <EventCard event={event} preload={i === 0} />}
        paging={result && pagingOf(result, "/events", keep)}
        footer={
          result && (
            <Pagination
              fullLoad
              path="/events"
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
