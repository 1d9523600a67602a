import { JobCard } from "@/components/jobs/job-card";
import { ListPageHeader, ListResults, PagedCount } from "@/components/listings/page-list";
import { FilterLinks } from "@/components/ui/filter-links";
import { Pagination } from "@/components/ui/pagination";
import type { JobList } from "@/lib/jobs/queries";
import type { ListView } from "@/lib/listing-views/public-lists";

const kinds = [
  { label: "All roles", value: "" },
  { label: "Jobs", value: "Job" },
  { label: "Internships", value: "Internship" },
];

/** The jobs list: the cached default view (no params) and per-request searches and pages share it. */
export function JobsList({ query, type, result }: ListView<JobList> & { type: string }) {
  // The filter rides along with a search, a page and the other filter links (the URL holds them all).
  const filters: Record<string, string> = type ? { type } : {};
  const keep = { ...(query ? { q: query } : {}), ...filters };

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
            const href = `/jobs?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(k.value ? { type: k.value } : {}) })}`;
            return { label: k.label, href: href.endsWith("?") ? "/jobs" : href, current: type === k.value };
          })}
        />
      </ListPageHeader>
      <ListResults
        items={result && result.jobs}
        failed="Failed to load jobs"
        query={query}
        empty="No Jobs Found..."
        searched={`Nothing matched "${query}". Try another title, skill or city.`}
        idle="New roles are reviewed every day. Check back soon."
        count={result && <PagedCount result={result} one="role" many="roles" query={query} />}
        grid="grid gap-6 md:grid-cols-2"
        card={(job) => <JobCard job={job} />}
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
