import {
  ArrowLeft,
  Briefcase,
  CalendarClock,
  CheckCircle2,
  Clock,
  ExternalLink,
  Wallet,
  MapPin,
} from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ApplyButton } from "@/components/jobs/apply-button";
import { Badge } from "@/components/ui/badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { ListingStatusNote } from "@/components/listings/listing-status-note";
import { formatDay, postedAgo } from "@/lib/format/date";
import type { JobDto } from "@/lib/jobs/dto";
import { descriptionBlocks } from "@/lib/jobs/detail-format";
import { isInternship } from "@/lib/jobs/format";
import { hasEnded } from "@/lib/listings/live";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

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

export function JobDetail({ job, applied }: { job: JobDto; applied: boolean }) {
  const overview = descriptionBlocks(job.description);
  // Past its deadline the job stays reachable by its URL, marked closed, without the apply action.
  const closed = hasEnded(job.applicationDeadline);
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8">
      <Link
        href="/jobs"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Jobs
      </Link>
      <ListingStatusNote status={job.status} reason={job.adminApproval.rejectionReason} />
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone={isInternship(job) ? "accent" : "primary"}>{job.category}</Badge>
          {closed && <Badge tone="danger">Closed</Badge>}
          <span>Posted {postedAgo(job.posted).toLowerCase()}</span>
        </div>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-5xl">{job.title}</h1>
        <p className="text-lg text-muted">{job.company}</p>
        <div className="flex flex-wrap items-center gap-3">
          {applied ? (
            <p className="inline-flex min-h-11 items-center gap-2 rounded-full border border-success/40 bg-success/10 px-4 text-sm text-success">
              <CheckCircle2 aria-hidden className="size-4" /> You have applied
            </p>
          ) : closed ? (
            <ClosedNotice>Applications closed on {formatDay(job.applicationDeadline)}</ClosedNotice>
          ) : job.status === "approved" ? (
            <ApplyButton
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
        </div>
      </header>
      <FactList facts={facts(job)} className="sm:grid-cols-2" />
      {job.skills.length > 0 && (
        <Section title="Required skills">
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((s) => (
              <li key={s}>
                <Badge tone="primary">{s}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Overview">
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
      </Section>
      {job.requirements.length > 0 && (
        <Section title="Requirements">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-primary">
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Section>
      )}
      {job.benefits.length > 0 && (
        <Section title="Benefits">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted marker:text-accent">
            {job.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
