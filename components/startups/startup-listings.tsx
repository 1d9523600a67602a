import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { formatDay } from "@/lib/format/date";
import { isInternship } from "@/lib/jobs/format";
import type { StartupGigItem, StartupJobItem } from "@/lib/startups/page";

const row =
  "relative flex flex-col gap-2 rounded-2xl border border-border bg-surface/80 p-4 transition-colors hover:border-border-strong sm:p-5";

/** A startup's open jobs, each one link to the job's page; a line when there are none. */
export function StartupJobs({ jobs, name }: { jobs: StartupJobItem[]; name: string }) {
  if (jobs.length === 0) return <p className="text-muted">{`${name} has no open jobs right now.`}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className={row}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold">
              <Link href={`/job/${job.id}`} className="card-link">
                {job.title}
              </Link>
            </h3>
            <Badge tone={isInternship(job) ? "accent" : "primary"}>
              {isInternship(job) ? "Internship" : job.jobType}
            </Badge>
          </div>
          <ul className="card-facts gap-y-1 text-sm text-muted">
            <Fact icon="map-pin" accent>
              {job.location}
            </Fact>
            {job.salary && (
              <Fact icon="wallet" accent>
                {job.salary}
              </Fact>
            )}
            {job.applicationDeadline && (
              <Fact icon="calendar-days" accent>{`Apply by ${formatDay(job.applicationDeadline)}`}</Fact>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A startup's open gigs, each one link to the gig's page; nothing when there are none. */
export function StartupGigs({ gigs }: { gigs: StartupGigItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {gigs.map((gig) => (
        <li key={gig.id} className={row}>
          <h3 className="font-semibold">
            <Link href={`/gig/${gig.id}`} className="card-link">
              {gig.title}
            </Link>
          </h3>
          <p className="font-semibold text-success">
            <span className="sr-only">Budget: </span>
            {gig.budget}
          </p>
          <ul className="card-facts gap-y-1 text-sm text-muted">
            <Fact icon="clock" accent>
              {gig.duration}
            </Fact>
            <Fact icon="map-pin" accent>
              {gig.location}
            </Fact>
            {gig.deadline && (
              <Fact icon="calendar-days" accent>{`Bids close ${formatDay(gig.deadline)}`}</Fact>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
