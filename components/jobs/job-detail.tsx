import { Briefcase, CalendarClock, Clock, ExternalLink, Wallet, MapPin } from "lucide-react";
import { ApplyButtonLoader } from "@/components/jobs/apply-button-loader";
import { JobLogo } from "@/components/jobs/job-logo";
import { AppliedNote } from "@/components/jobs/applied-note";
import { Badge } from "@/components/ui/badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { ListedFor } from "@/components/startups/listed-for";
import { DetailArticle, DetailHeader, DetailSection, DetailTags } from "@/components/listings/detail-layout";
import { formatDay, postedLabel } from "@/lib/format/date";
import type { JobDto } from "@/lib/jobs/dto";
import { descriptionBlocks } from "@/lib/jobs/detail-format";
import { isInternship } from "@/lib/jobs/format";
import { hasEnded } from "@/lib/listings/live";

function facts(job: JobDto): Fact[] {
  return [
    { icon: MapPin, label: "Location", value: job.location },
    { icon: Briefcase, label: "Experience", value: job.experience },
    ...(job.salary ? [{ icon: Wallet, label: "Salary", value: job.salary }] : []),
    { icon: Clock, label: "Type", value: job.jobType },
    ...(job.applicationDeadline
      ? [{ icon: CalendarClock, label: "Apply by", value: formatDay(job.applicationDeadline) }]
      : []),
  ];
}

/**
 * A job's page; `appliedAt` is when the signed-in member applied to it (null when they have not); `back` the jobs
 * list view the visitor came from (lib/listing-views/list-url.ts listBackHref).
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
  const overview = descriptionBlocks(job.description);
  // Closed early by its poster, or past its deadline, the job stays reachable by its URL, marked closed,
  // without the apply action.
  const closed = !!job.closedAt || hasEnded(job.applicationDeadline);
  return (
    <DetailArticle
      back={{ href: back, label: "Back to Jobs" }}
      status={job.status}
      rejectionReason={job.adminApproval.rejectionReason}
    >
      <DetailHeader
        title={job.title}
        subtitle={job.company}
        badges={
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <JobLogo src={job.image} company={job.company} size={56} />
            <Badge tone={isInternship(job) ? "accent" : "primary"}>{job.category}</Badge>
            {closed && <Badge tone="danger">Closed</Badge>}
            <span>{postedLabel(job.posted)}</span>
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-3">
          {appliedAt ? (
            <AppliedNote appliedAt={appliedAt} />
          ) : closed ? (
            <ClosedNotice>
              {job.closedAt
                ? `${job.closedReason === "Filled" ? "This position has been filled" : "This job is closed"}: applications closed on ${formatDay(job.closedAt)}`
                : `Applications closed on ${formatDay(job.applicationDeadline)}`}
            </ClosedNotice>
          ) : job.status === "approved" ? (
            <ApplyButtonLoader
              job={{ id: job.id, title: job.title, company: job.company, googleFormLink: job.GoogleFormLink }}
              size="lg"
            />
          ) : null}
          {job.websiteLink && (
            <a
              href={job.websiteLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 px-2 text-sm text-muted hover:text-text"
            >
              Company website <ExternalLink aria-hidden className="size-4" />
            </a>
          )}
          <ListedFor startup={job.startup} />
        </div>
      </DetailHeader>
      <FactList facts={facts(job)} className="sm:grid-cols-2" />
      <DetailTags title="Required skills" tags={job.skills} />
      <DetailSection title="Overview">
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
        <DetailSection title="Requirements">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-primary">
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </DetailSection>
      )}
      {job.benefits.length > 0 && (
        <DetailSection title="Benefits">
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
