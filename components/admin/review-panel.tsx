import { Inbox } from "lucide-react";
import Form from "next/form";
import { ReviewList } from "@/components/admin/review-list";
import { SearchBox } from "@/components/listings/search-box";
import { Pagination } from "@/components/ui/pagination";
import { FilterLinks } from "@/components/ui/filter-links";
import { EmptyState } from "@/components/ui/empty-state";
import { TabLinks } from "@/components/ui/tab-links";
import { emptyQueue } from "@/lib/admin/messages";
import type { ReviewRow } from "@/lib/admin/review";
import { reviewStatuses, type ReviewQuery } from "@/lib/admin/schema";
import type { CountedPage } from "@/lib/paging";
import { plural } from "@/lib/format/plural";

const kinds = [
  { value: "event", label: "Events" },
  { value: "job", label: "Jobs" },
  { value: "startup", label: "Startups" },
  { value: "gig", label: "Gigs" },
] as const;

const statusLabels = { pending: "Pending", approved: "Approved", rejected: "Rejected", all: "All" } as const;

const base = "/admin/listings";

/** Review Listings: sub-tabs per type, a status filter (pending first), search and pages. */
export function ReviewPanel({
  query,
  listings,
  total,
  totalPages,
  currentPage,
  totalCapped,
}: Omit<CountedPage<ReviewRow>, "items"> & {
  query: ReviewQuery;
  listings: ReviewRow[];
  totalCapped?: boolean;
}) {
  const params = (extra: Record<string, string>) =>
    new URLSearchParams({ type: query.type, status: query.status, ...extra });
  return (
    <TabLinks
      label="Listing types"
      current={query.type}
      tabs={kinds.map((k) => ({ ...k, href: `${base}?type=${k.value}` }))}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <FilterLinks
            label="Status"
            links={reviewStatuses.map((st) => ({
              label: statusLabels[st],
              href: `${base}?${params({ status: st })}`,
              current: st === query.status,
            }))}
          />
          <SearchBox
            form={Form}
            action={base}
            query={query.search ?? ""}
            label={`Search ${query.type} listings`}
            placeholder="Search by title, company or place..."
            hidden={{ type: query.type, status: query.status }}
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {totalCapped ? `${total.toLocaleString("en-IN")}+ listings` : plural(total, "listing")}
        </p>
        {listings.length === 0 ? (
          <EmptyState
            icon={<Inbox className="size-10" />}
            title={query.status === "pending" && !query.search ? emptyQueue[query.type] : "No listings match"}
            description={
              query.status === "pending" && !query.search
                ? "New submissions appear here for review."
                : "Try another status or search."
            }
          />
        ) : (
          <ReviewList
            key={`${query.type}-${query.status}-${currentPage}`}
            kind={query.type}
            rows={listings}
          />
        )}
        <Pagination
          path={base}
          page={currentPage}
          totalPages={totalPages}
          params={Object.fromEntries(params(query.search ? { q: query.search } : {}))}
        />
      </div>
    </TabLinks>
  );
}
