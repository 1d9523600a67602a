import { FileDown, Inbox } from "lucide-react";
import type { Metadata } from "next";
import { ApplicantCard } from "@/components/applications/applicant-card";
import { ApplicantSelection } from "@/components/applications/applicant-selection";
import { BulkReject } from "@/components/applications/bulk-reject";
import { orNotFound, RecordResponses } from "@/components/dashboard/record-responses";
import { ViewLinks } from "@/components/dashboard/view-links";
import { buttonClass } from "@/components/ui/button";
import { applicantStageLabels, type ApplicantStage } from "@/lib/applications/dto";
import { closedNote } from "@/lib/applications/closed-note";
import { listJobApplications } from "@/lib/applications/queries";
import { applicantsQuery } from "@/lib/applications/schema";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { applicantProfilePaths } from "@/lib/profiles/links-of";
import { one, withQuery, type QueryParams } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { title: "Applications", robots: { index: false } };

type Params = Promise<{ id: string; locale?: string }>;

const shownStages: ApplicantStage[] = ["new", "shortlisted", "accepted", "rejected", "closed"];

/**
 * The applications to one of the member's jobs (admins: any job): filtered by stage and ordered by date (both in
 * the URL), each with its stage, decisions and private note; several can be rejected at once; a CSV export.
 */
export default async function JobApplicationsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(params);
  const { id } = await params;
  const path = `/dashboard/jobs/${id}/applications`;
  const user = await requireUserOrRedirect(path);
  const raw = await searchParams;
  const query = applicantsQuery.parse({ stage: one(raw.stage), sort: one(raw.sort) });
  const { job, applications, stages } = await orNotFound(listJobApplications(id, user, query));
  const profiles = await applicantProfilePaths(applications.map((a) => a.id));
  const sort = query.sort === "oldest" ? "oldest" : undefined;
  const total = Object.values(stages).reduce((a, b) => a + b, 0);
  const stageLinks = [
    { value: "all", label: `All (${total})`, href: withQuery(path, { sort }) },
    // Closed shows once the job's close has closed some: before that no application can be there.
    ...shownStages
      .filter((s) => s !== "closed" || stages.closed > 0)
      .map((s) => ({
        value: s,
        label: `${applicantStageLabels[s]} (${stages[s]})`,
        href: withQuery(path, { stage: s, sort }),
      })),
  ];
  const sortLinks = [
    { value: "newest", label: "Newest first", href: withQuery(path, { stage: query.stage }) },
    { value: "oldest", label: "Oldest first", href: withQuery(path, { stage: query.stage, sort: "oldest" }) },
  ];
  return (
    <ApplicantSelection>
      <RecordResponses
        kind="Applications"
        listing={job}
        noun={["application", "applications"]}
        note={job.closedAt ? closedNote(stages.closed) : undefined}
        items={applications}
        toolbar={
          total > 0 && (
            <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border p-4">
              <ViewLinks label="Stage" links={stageLinks} current={query.stage ?? "all"} />
              <ViewLinks label="Sort by date" links={sortLinks} current={query.sort} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <BulkReject jobId={job.id} />
                <a
                  href={withQuery(`/api/jobs/${job.id}/applications.csv`, { stage: query.stage, sort })}
                  download
                  className={buttonClass("ghost", "sm")}
                >
                  <FileDown aria-hidden className="size-4" /> Export CSV
                </a>
              </div>
            </div>
          )
        }
        empty={
          query.stage && total > 0
            ? {
                icon: <Inbox className="size-10" />,
                title: `No ${applicantStageLabels[query.stage].toLowerCase()} applications`,
                description: "Choose another stage to see the rest.",
              }
            : {
                icon: <Inbox className="size-10" />,
                title: "No applications yet",
                description: "When members apply to this job, their answers and resumes appear here.",
              }
        }
      >
        {(a) => <ApplicantCard key={a.id} application={a} profilePath={profiles[a.id]} />}
      </RecordResponses>
    </ApplicantSelection>
  );
}
