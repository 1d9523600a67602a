import { SearchX } from "lucide-react";
import { JobCard } from "@/components/jobs/job-card";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { FilterLinks } from "@/components/ui/filter-links";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { cachedJobs } from "@/lib/lists/cached";
import { readQuery, type QueryParams } from "@/lib/listings/search";
import { readForCachedPage } from "@/lib/site/cached-page-read";

const JOBS_PAGE_SIZE = 10;

const kinds = [
  { label: "All roles", value: "" },
  { label: "Jobs", value: "Job" },
  { label: "Internships", value: "Internship" },
];

/** The jobs list: the cached default view (no params) and per-request searches and pages share it. */
export async function JobsList({ params }: { params: QueryParams }) {
  const query = readQuery(params);
  const type = kinds.some((k) => k.value === readQuery(params, "type")) ? readQuery(params, "type") : "";
  const page = Math.max(1, Number.parseInt(readQuery(params, "page"), 10) || 1);
  const result = await readForCachedPage("jobs", () =>
    cachedJobs({
      page,
      limit: JOBS_PAGE_SIZE,
      search: query || undefined,
      type: type || undefined,
      location: undefined,
    }),
  );
  const keep = { ...(query ? { q: query } : {}), ...(type ? { type } : {}) };

  return (
    <>
      <PageHeader
        eyebrow="Jobs & internships"
        title={
          <>
            Find your next role in <span className="text-gradient">Web3 and AI</span>
          </>
        }
        description="Every listing is reviewed by our team before it goes live. Apply in a few clicks, or through the company's own form."
      >
        <div className="flex flex-col gap-4 pt-2 md:flex-row md:items-center md:justify-between">
          <SearchBox
            fullLoad
            action="/jobs"
            query={query}
            label="Search jobs"
            placeholder="Search by title, company, skill or city..."
          />
          <LoginAwareButton type="job">Post Job</LoginAwareButton>
        </div>
        <FilterLinks
          fullLoad
          label="Role type"
          links={kinds.map((k) => {
            const href = `/jobs?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(k.value ? { type: k.value } : {}) })}`;
            return { label: k.label, href: href.endsWith("?") ? "/jobs" : href, current: type === k.value };
          })}
        />
      </PageHeader>
      {!result ? (
        <ErrorState title="Failed to load jobs" action={<ReloadButton label="Try Again" />} />
      ) : result.jobs.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" />}
          title="No Jobs Found..."
          description={
            query
              ? `Nothing matched "${query}". Try another title, skill or city.`
              : "New roles are reviewed every day. Check back soon."
          }
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {result.totalCapped ? "10,000+" : result.total} {result.total === 1 ? "role" : "roles"}
            {query ? ` for "${query}"` : ""}
          </p>
          <ul className="grid gap-6 md:grid-cols-2">
            {result.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <Pagination
            fullLoad
            path="/jobs"
            page={result.currentPage}
            totalPages={result.totalPages}
            params={keep}
          />
        </>
      )}
    </>
  );
}
