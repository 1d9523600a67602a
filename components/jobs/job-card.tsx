import Link from "next/link";
import type { ReactNode } from "react";
import { ApplyButtonLoader } from "@/components/jobs/apply-button-loader";
import { JobLogo } from "@/components/jobs/job-logo";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { postedAgo } from "@/lib/format/date";
import type { JobDto } from "@/lib/jobs/dto";
import { descriptionBullets, firstOf, isInternship } from "@/lib/jobs/format";
import { cn } from "@/lib/cn";

function CardFact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="fact">
      <Icon name={icon} className="size-4" />
      {children}
    </li>
  );
}

/** A job in the list: 3 skills then +N, 2 bullets then '+N more responsibilities...'. */
export function JobCard({ job }: { job: JobDto }) {
  const intern = isInternship(job);
  const skills = firstOf(job.skills, 3);
  const bullets = firstOf(descriptionBullets(job.description), 2);
  return (
    <article
      className={cn(
        "card-box relative flex h-full flex-col gap-4 p-6",
        intern
          ? "border-accent/30 bg-transparent bg-gradient-to-br from-accent/[0.07] to-surface/80 hover:border-accent/60"
          : "hover:border-border-strong",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <JobLogo src={job.image} company={job.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm text-muted">{job.company}</p>
          <h2 className="text-lg font-semibold leading-snug">
            <Link href={`/job/${job.id}`} className="card-link after:rounded-[var(--radius-card)]">
              {job.title}
            </Link>
          </h2>
        </div>
        <Badge tone={intern ? "accent" : "primary"}>{intern ? "Internship" : job.jobType}</Badge>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <CardFact icon="map-pin">{job.location}</CardFact>
        <CardFact icon="briefcase">{job.experience}</CardFact>
        {job.salary && <CardFact icon="wallet">{job.salary}</CardFact>}
        <CardFact icon="clock">{postedAgo(job.posted)}</CardFact>
      </ul>
      {bullets.shown.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted marker:text-primary">
          {bullets.shown.map((b, i) => (
            // Index keys: a bullet's text as its key went into the RSC payload a second time.
            <li key={i}>{b}</li>
          ))}
          {bullets.more > 0 && (
            <li className="list-none -ml-5 text-xs">+{bullets.more} more responsibilities...</li>
          )}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {skills.shown.map((s) => (
            <li key={s}>
              <Badge>{s}</Badge>
            </li>
          ))}
          {skills.more > 0 && (
            <li>
              <Badge>+{skills.more}</Badge>
            </li>
          )}
        </ul>
        <div className="relative z-10">
          <ApplyButtonLoader
            job={{ id: job.id, title: job.title, company: job.company, googleFormLink: job.GoogleFormLink }}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}
