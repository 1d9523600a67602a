"use client";

import Link from "next/link";
import { TeaserFact } from "@/components/home/teaser-fact";
import { TeaserPick } from "@/components/home/teaser-pick";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import type { JobTeaser as JobTeaserDto } from "@/lib/home/teaser-shapes";

/** One randomly chosen approved job; nothing featured when loading failed or there is none. */
export function JobTeaser({ jobs }: { jobs: JobTeaserDto[] | null }) {
  if (!jobs?.length) {
    return (
      <div className="flex flex-1 flex-col items-start justify-center gap-3 rounded-2xl border border-dashed border-border-strong p-6">
        <p className="text-muted">New roles are added every week. Browse the full list to find yours.</p>
        <ButtonLink href="/jobs" variant="secondary">
          Browse all jobs
        </ButtonLink>
      </div>
    );
  }
  return <TeaserPick items={jobs}>{(job, shown) => <JobCard job={job} shown={shown} />}</TeaserPick>;
}

function JobCard({ job, shown }: { job: JobTeaserDto; shown: boolean }) {
  const internship = job.kind === "Internship";
  return (
    <article
      data-testid={shown ? "featured-job" : undefined}
      className="flex flex-1 flex-col gap-4 rounded-2xl border border-border-strong bg-surface-raised/70 p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={internship ? "accent" : "primary"}>{internship ? "Internship" : job.jobType}</Badge>
        <Badge>Featured</Badge>
      </div>
      <div>
        <h4 className="line-clamp-2 min-h-[2lh] text-xl font-semibold leading-snug">
          <Link href={`/job/${job.id}`} className="hover:text-accent">
            {job.title}
          </Link>
        </h4>
        <p className="truncate text-muted">{job.company}</p>
      </div>
      <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
        <TeaserFact icon="map-pin">{job.location}</TeaserFact>
        <TeaserFact icon="wallet">{job.salary}</TeaserFact>
        <TeaserFact icon="clock">{job.experience}</TeaserFact>
        <TeaserFact icon="briefcase">{job.jobType}</TeaserFact>
      </ul>
      {/* One row of skills, as many as fit: every card keeps the same height. */}
      <div className="h-6.5 overflow-hidden">
        {job.skills.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Skills">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <ButtonLink href={`/job/${job.id}`} size="sm">
          View job
        </ButtonLink>
        <ButtonLink href="/jobs" variant="ghost" size="sm">
          Browse all jobs
        </ButtonLink>
      </div>
    </article>
  );
}
