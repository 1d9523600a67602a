import { CalendarClock } from "lucide-react";
import { EventCard } from "@/components/events/event-card";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { cachedEvents } from "@/lib/lists/cached";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/page-read";
import { eventListJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";

const EVENTS_PAGE_SIZE = 12;

/** The events list: the cached default view (no params) and per-request searches and pages share it. */
export async function EventsList({ params }: { params: QueryParams }) {
  const query = readQuery(params);
  const page = Math.max(1, Number.parseInt(readQuery(params, "page"), 10) || 1);
  const result = await readForCachedPage("events", () =>
    cachedEvents({
      page,
      limit: EVENTS_PAGE_SIZE,
      search: query || undefined,
      type: undefined,
      location: undefined,
    }),
  );

  return (
    <>
      <PageHeader
        eyebrow="Events & hackathons"
        title={
          <>
            Build, ship and meet at <span className="text-gradient">India&apos;s best events</span>
          </>
        }
        description="Hackathons with real prize pools, hands-on workshops and community meetups, reviewed by our team. Log in to see full details and register."
      >
        <div className="flex flex-col gap-4 pt-2 md:flex-row md:items-center md:justify-between">
          <SearchBox
            fullLoad
            action="/events"
            query={query}
            label="Search events"
            placeholder="Search hackathons, workshops, cities..."
          />
          <LoginAwareButton type="event">Submit Event</LoginAwareButton>
        </div>
      </PageHeader>
      {!result ? (
        <ErrorState title="Failed to load events" action={<ReloadButton label="Try Again" />} />
      ) : result.events.length === 0 ? (
        <EmptyState
          icon={<CalendarClock className="size-10" />}
          title="Coming Soon..."
          description={
            query
              ? `No events matched "${query}" yet. Try another city or topic.`
              : "New events are announced every week. Check back soon."
          }
        />
      ) : (
        <>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: jsonLdScript(
                eventListJsonLd(result.events, site.url, (result.currentPage - 1) * EVENTS_PAGE_SIZE),
              ),
            }}
          />
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {result.totalCapped ? "10,000+" : result.total} {result.total === 1 ? "event" : "events"}
            {query ? ` for "${query}"` : ""}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.events.map((event, i) => (
              <li key={event.id}>
                <EventCard event={event} preload={i === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            fullLoad
            path="/events"
            page={result.currentPage}
            totalPages={result.totalPages}
            params={query ? { q: query } : {}}
          />
        </>
      )}
    </>
  );
}
