import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { JobCard } from "@/components/jobs/job-card";
import { LoginAwareButton } from "@/components/listings/login-aware-button";
import { SearchBox } from "@/components/listings/search-box";
import { FilterLinks } from "@/components/ui/filter-links";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ReloadButton } from "@/components/ui/reload-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { getCurrentUser } from "@/lib/auth/session";
import { listJobs, type JobList } from "@/lib/jobs/queries";
import { readQuery, type SearchParams } from "@/lib/listings/search";

const JOBS_PAGE_SIZE = 10;

export const metadata: Metadata = {
  title: "Web3 and AI jobs and internships in India",
  description:
    "Hand-reviewed jobs and internships at Web3, AI and deep-tech teams across Bengaluru, Mumbai, Hyderabad, Pune, Delhi NCR and remote.",
  alternates: { canonical: "/jobs" },
};

const kinds = [
  { label: "All roles", value: "" },
  { label: "Jobs", value: "Job" },
  { label: "Internships", value: "Internship" },
];

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const query = readQuery(params);
  const type = kinds.some((k) => k.value === readQuery(params, "type")) ? readQuery(params, "type") : "";
  const page = Math.max(1, Number.parseInt(readQuery(params, "page"), 10) || 1);
  const [user, result] = await Promise.all([
    getCurrentUser(),
    listJobs({
      page,
      limit: JOBS_PAGE_SIZE,
      search: query || undefined,
      type: type || undefined,
      location: undefined,
    }).catch((error: unknown): JobList | null => {
      console.error("[jobs] failed to load jobs", error);
      return null;
    }),
  ]);
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
            action="/jobs"
            query={query}
            label="Search jobs"
            placeholder="Search by title, company, skill or city..."
          />
          <LoginAwareButton type="job">Post Job</LoginAwareButton>
        </div>
        <FilterLinks
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
            {result.total} {result.total === 1 ? "role" : "roles"}
            {query ? ` for "${query}"` : ""}
          </p>
          <ul className="grid gap-6 md:grid-cols-2">
            {result.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} signedIn={!!user} />
              </li>
            ))}
          </ul>
          <Pagination path="/jobs" page={result.currentPage} totalPages={result.totalPages} params={keep} />
        </>
      )}
    </>
  );
}
