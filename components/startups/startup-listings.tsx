import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { formatDay } from "@/lib/format/date";
import { localizedPath } from "@/lib/i18n/locales";
import { isInternship } from "@/lib/jobs/format";
import type { StartupGigItem, StartupJobItem } from "@/lib/startups/page";

const row =
  "relative flex flex-col gap-2 rounded-2xl border border-border bg-surface/80 p-4 transition-colors hover:border-border-strong sm:p-5";

/** A startup's open jobs, each one link to the job's page; a line when there are none. */
export function StartupJobs({ jobs, name }: { jobs: StartupJobItem[]; name: string }) {
  const t = useTranslations("startups.listings");
  const locale = useLocale();
  if (jobs.length === 0) return <p className="text-muted">{t("noJobs", { name })}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className={row}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold">
              <Link href={localizedPath(locale, `/job/${job.id}`)} className="card-link">
                {job.title}
              </Link>
            </h3>
            <Badge tone={isInternship(job) ? "accent" : "primary"}>
              {isInternship(job)
                ? t("internship")
                : t.has(`jobTypes.${job.jobType}`)
                  ? t(`jobTypes.${job.jobType}` as "jobTypes.Full-time")
                  : job.jobType}
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
              <Fact icon="calendar-days" accent>
                {t("applyBy", { date: formatDay(job.applicationDeadline, "", locale) })}
              </Fact>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A startup's open gigs, each one link to the gig's page; nothing when there are none. */
export function StartupGigs({ gigs }: { gigs: StartupGigItem[] }) {
  const t = useTranslations("startups.listings");
  const locale = useLocale();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {gigs.map((gig) => (
        <li key={gig.id} className={row}>
          <h3 className="font-semibold">
            <Link href={localizedPath(locale, `/gig/${gig.id}`)} className="card-link">
              {gig.title}
            </Link>
          </h3>
          <p className="font-semibold text-success">
            <span className="sr-only">{t("budget")} </span>
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
              <Fact icon="calendar-days" accent>
                {t("bidsClose", { date: formatDay(gig.deadline, "", locale) })}
              </Fact>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
