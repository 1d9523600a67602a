import { JobCard } from "@/components/jobs/job-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults, PagedCount, pagingOf } from "@/components/listings/page-list";
import { FilterLinks } from "@/components/ui/filter-links";
import { Pagination } from "@/components/ui/pagination";
import type { JobList } from "@/lib/jobs/queries";
import { atPage, backQueryOf } from "@/lib/listing-views/list-url";
import type { ListView } from "@/lib/listing-views/public-lists";

const kinds = [
  { label: "All roles", value: "" },
  { label: "Jobs", value: "Job" },
  { label: "Internships", value: "Internship" },
];

/** The jobs list: the cached default view (no params) and per-request searches and pages share it. */
export function JobsList({ query, type, result, filters: bar }: ListView<JobList> & { type: string }) {
  // The filters ride along with a search, a page and the other filter links (the URL holds them all).
  const filters = bar.params;
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== "type"));
  const keep = { ...(query ? { q: query } : {}), ...filters };
  // Each card's link carries this view, so the job's "Back to Jobs" returns to it.
  const back = result ? backQueryOf("/jobs", atPage(keep, result.currentPage)) : "";

  return (
    <>
      <ListPageHeader
        kind="job"
        query={query}
        eyebrow="Jobs & internships"
        title="Find your next role in"
        highlight="Web3 and AI"
        description="Every listing is reviewed by our team before it goes live. Apply in a few clicks, or through the company's own form."
        placeholder="Search by title, company, skill or city..."
        post="Post Job"
        filters={filters}
      >
        <FilterLinks
          fullLoad
          label="Role type"
          links={kinds.map((k) => {
            const href = `/jobs?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(k.value ? { type: k.value } : {}), ...others })}`;
            return { label: k.label, href: href.endsWith("?") ? "/jobs" : href, current: type === k.value };
          })}
        />
        <FilterBar view={bar} keep={type ? { type } : {}} />
      </ListPageHeader>
      <ListResults
        items={result && result.jobs}
        failed="Failed to load jobs"
        query={query}
        filtered={bar.chips.length > 0}
        empty="No Jobs Found..."
        searched={`Nothing matched "${query}". Try another title, skill or city.`}
        idle="New roles are reviewed every day. Check back soon."
        count={result && <PagedCount result={result} one="role" many="roles" query={query} />}
        grid="grid gap-6 md:grid-cols-2"
        card={(job) => <JobCard job={job} back={back} />}
        paging={result && pagingOf(result, "/jobs", keep)}
        footer={
          result && (
            <Pagination
              fullLoad
              path="/jobs"
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
