import { FileDown, Inbox } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { ApplicantCard } from "@/components/applications/applicant-card";
import { ApplicantSelection } from "@/components/applications/applicant-selection";
import { BulkReject } from "@/components/applications/bulk-reject";
import { orNotFound, RecordResponses } from "@/components/dashboard/record-responses";
import { ViewLinks } from "@/components/dashboard/view-links";
import { buttonClass } from "@/components/ui/button";
import type { ApplicantStage } from "@/lib/applications/dto";
import { listJobApplications } from "@/lib/applications/queries";
import { applicantsQuery } from "@/lib/applications/schema";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { applicantProfilePaths } from "@/lib/profiles/links-of";
import { one, withQuery, type QueryParams } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

type Params = Promise<{ id: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "dashboard.applicants" });
  return { title: t("metaTitle"), robots: { index: false } };
}

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
  const locale = await pageLocale(params);
  const t = await getTranslations("dashboard.applicants");
  const { id } = await params;
  const path = `/dashboard/jobs/${id}/applications`;
  const user = await requireMember(path);
  const here = localizedPath(locale, path);
  const raw = await searchParams;
  const query = applicantsQuery.parse({ stage: one(raw.stage), sort: one(raw.sort) });
  const { job, applications, stages } = await orNotFound(listJobApplications(id, user, query));
  const profiles = await applicantProfilePaths(applications.map((a) => a.id));
  const sort = query.sort === "oldest" ? "oldest" : undefined;
  const total = Object.values(stages).reduce((a, b) => a + b, 0);
  const stageLinks = [
    { value: "all", label: t("all", { count: total }), href: withQuery(here, { sort }) },
    // Closed shows once the job's close has closed some: before that no application can be there.
    ...shownStages
      .filter((s) => s !== "closed" || stages.closed > 0)
      .map((s) => ({
        value: s,
        label: t("stageCount", { stage: t(`stages.${s}`), count: stages[s] }),
        href: withQuery(here, { stage: s, sort }),
      })),
  ];
  const sortLinks = [
    { value: "newest", label: t("newest"), href: withQuery(here, { stage: query.stage }) },
    { value: "oldest", label: t("oldest"), href: withQuery(here, { stage: query.stage, sort: "oldest" }) },
  ];
  const closed = stages.closed === 0 ? t("closedNobody") : t("closedTold", { count: stages.closed });
  return (
    <ClientMessages namespaces={["dashboardActions", "applications"]}>
      <ApplicantSelection>
        <RecordResponses
          kind={t("kind")}
          listing={job}
          counted={t("count", { count: applications.length })}
          note={job.closedAt ? closed : undefined}
          items={applications}
          toolbar={
            total > 0 && (
              <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border p-4">
                <ViewLinks label={t("stage")} links={stageLinks} current={query.stage ?? "all"} />
                <ViewLinks label={t("sortByDate")} links={sortLinks} current={query.sort} />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <BulkReject jobId={job.id} />
                  <a
                    href={withQuery(`/api/jobs/${job.id}/applications.csv`, { stage: query.stage, sort })}
                    download
                    className={buttonClass("ghost", "sm")}
                  >
                    <FileDown aria-hidden className="size-4" /> {t("export")}
                  </a>
                </div>
              </div>
            )
          }
          empty={
            query.stage && total > 0
              ? {
                  icon: <Inbox className="size-10" />,
                  title: t(`emptyStage.${query.stage}`),
                  description: t("emptyStageText"),
                }
              : {
                  icon: <Inbox className="size-10" />,
                  title: t("emptyTitle"),
                  description: t("emptyText"),
                }
          }
        >
          {(a) => <ApplicantCard key={a.id} application={a} profilePath={profiles[a.id]} />}
        </RecordResponses>
      </ApplicantSelection>
    </ClientMessages>
  );
}
