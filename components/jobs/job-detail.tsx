import { Briefcase, CalendarClock, Clock, ExternalLink, Wallet, MapPin } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { ApplyButtonLoader } from "@/components/jobs/apply-button-loader";
import { JobLogo } from "@/components/jobs/job-logo";
import { AppliedNote } from "@/components/jobs/applied-note";
import { Badge } from "@/components/ui/badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { ListedFor } from "@/components/startups/listed-for";
import { DetailArticle, DetailHeader, DetailSection, DetailTags } from "@/components/listings/detail-layout";
import { postedLabelIn } from "@/components/jobs/posted";
import { formatDay } from "@/lib/format/date";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { facetLabel, type FilterWords } from "@/lib/listing-views/filter-specs";
import type { JobDto } from "@/lib/jobs/dto";
import { descriptionBlocks } from "@/lib/jobs/detail-format";
import { isInternship } from "@/lib/jobs/format";
import { hasEnded } from "@/lib/listings/live";

type Words = (key: string, values?: Record<string, string>) => string;

function facts(job: JobDto, t: Words, facet: (value: string) => string, locale: string): Fact[] {
  return [
    { icon: MapPin, label: t("location"), value: job.location },
    { icon: Briefcase, label: t("experience"), value: facet(job.experience) },
    ...(job.salary ? [{ icon: Wallet, label: t("salary"), value: job.salary }] : []),
    { icon: Clock, label: t("type"), value: facet(job.jobType) },
    ...(job.applicationDeadline
      ? [{ icon: CalendarClock, label: t("applyBy"), value: formatDay(job.applicationDeadline, "", locale) }]
      : []),
  ];
}

/**
 * A job's page; `appliedAt` is when the signed-in member applied to it (null when they have not); `back` the jobs
 * list view the visitor came from (lib/listing-views/list-url.ts listBackHref), in English (the link is made in the
 * page's language).
 */
export function JobDetail({
  job,
  appliedAt,
  back = "/jobs",
}: {
  job: JobDto;
  appliedAt: string | null;
  back?: string;
}) {
  const t = useTranslations("jobs.detail");
  const posted = useTranslations("listFilters.posted");
  const specs = useTranslations("listFiltersSpecs");
  const words: FilterWords = { text: (k) => specs(k), has: (k) => specs.has(k) };
  const facet = (value: string) => facetLabel(words, value);
  const locale = useLocale();
  const day = (iso: string | null) => formatDay(iso, "", locale);
  const overview = descriptionBlocks(job.description);
  // Closed early by its poster, or past its deadline, the job stays reachable by its URL, marked closed,
  // without the apply action.
  const closed = !!job.closedAt || hasEnded(job.applicationDeadline);
  return (
    <DetailArticle
      back={{ href: localizedPath(locale, back), label: t("back") }}
      status={job.status}
      rejectionReason={job.adminApproval.rejectionReason}
    >
      <DetailHeader
        title={job.title}
        subtitle={job.company}
        badges={
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <JobLogo src={job.image} company={job.company} size={56} />
            <Badge tone={isInternship(job) ? "accent" : "primary"}>{facet(job.category)}</Badge>
            {closed && <Badge tone="danger">{t("closed")}</Badge>}
            <span>{postedLabelIn(posted, locale, job.posted)}</span>
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-3">
          {appliedAt ? (
            <AppliedNote appliedAt={appliedAt} />
          ) : closed ? (
            <ClosedNotice>
              {job.closedAt
                ? t(job.closedReason === "Filled" ? "filledOn" : "closedOn", { date: day(job.closedAt) })
                : t("deadlinePassed", { date: day(job.applicationDeadline) })}
            </ClosedNotice>
          ) : job.status === "approved" ? (
            <ClientMessages namespaces={["jobsApply", "settingsApply"]}>
              <ApplyButtonLoader
                job={{ id: job.id, title: job.title, company: job.company, googleFormLink: job.GoogleFormLink }}
                size="lg"
              />
            </ClientMessages>
          ) : null}
          {job.websiteLink && (
            <a
              href={job.websiteLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 px-2 text-sm text-muted hover:text-text"
            >
              {t("website")} <ExternalLink aria-hidden className="size-4" />
            </a>
          )}
          <ListedFor startup={job.startup} />
        </div>
      </DetailHeader>
      <FactList facts={facts(job, t, facet, locale)} className="sm:grid-cols-2" />
      <DetailTags title={t("skills")} tags={job.skills} />
      <DetailSection title={t("overview")}>
        <div className="flex max-w-prose flex-col gap-4 text-muted">
          {overview.map((block, i) =>
            block.kind === "list" ? (
              <ul key={i} className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i} className="whitespace-pre-line">
                {block.text}
              </p>
            ),
          )}
        </div>
      </DetailSection>
      {job.requirements.length > 0 && (
        <DetailSection title={t("requirements")}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-primary">
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </DetailSection>
      )}
      {job.benefits.length > 0 && (
        <DetailSection title={t("benefits")}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-accent">
            {job.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </DetailSection>
      )}
    </DetailArticle>
  );
}
