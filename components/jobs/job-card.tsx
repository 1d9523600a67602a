import { useLocale, useTranslations } from "#i18n";
import { ApplyButtonLoader } from "@/components/jobs/apply-button-loader";
import { JobLogo } from "@/components/jobs/job-logo";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { postedAgoIn } from "@/components/jobs/posted";
import { Link } from "@/lib/i18n/navigation";
import { facetLabel, type FilterWords } from "@/lib/listing-views/filter-specs";
import type { JobDto } from "@/lib/jobs/dto";
import { descriptionBullets, firstOf, isInternship } from "@/lib/jobs/format";
import { withBack } from "@/lib/listing-views/list-url";
import { cn } from "@/lib/cn";

/**
 * A job in the list: 3 skills then +N, 2 bullets then '+N more responsibilities...'. Its link carries the list view
 * it is on (`back`, lib/listing-views/list-url.ts), which the job's "Back to Jobs" returns to. In the page's
 * language: the site's words and the job's type and experience (what the poster wrote stays as written).
 */
export function JobCard({ job, back }: { job: JobDto; back?: string }) {
  const t = useTranslations("jobs.card");
  const posted = useTranslations("listFilters.posted");
  const facets = useTranslations("listFiltersSpecs");
  const words: FilterWords = { text: (k) => facets(k), has: (k) => facets.has(k) };
  const locale = useLocale();
  const intern = isInternship(job);
  const skills = firstOf(job.skills, 3);
  const bullets = firstOf(descriptionBullets(job.description), 2);
  return (
    // Component classes (app/globals.css): the HTML and its RSC payload carry a short name instead of each list.
    <article className={cn("card-box job-card", intern && "job-card-intern")}>
      <div className="job-card-head">
        <JobLogo src={job.image} company={job.company} />
        <div className="job-card-title">
          <p className="text-sm text-muted">{job.company}</p>
          <h2 className="card-heading">
            <Link href={withBack(`/job/${job.id}`, back)} className="card-link">
              {job.title}
            </Link>
          </h2>
        </div>
        <Badge tone={intern ? "accent" : "primary"}>{intern ? t("internship") : facetLabel(words, job.jobType)}</Badge>
      </div>
      <ul className="card-facts">
        <Fact icon="map-pin">{job.location}</Fact>
        <Fact icon="briefcase">{facetLabel(words, job.experience)}</Fact>
        {job.salary && <Fact icon="wallet">{job.salary}</Fact>}
        <Fact icon="clock">{postedAgoIn(posted, locale, job.posted)}</Fact>
      </ul>
      {bullets.shown.length > 0 && (
        <ul className="job-card-bullets">
          {bullets.shown.map((b, i) => (
            // Index keys: a bullet's text as its key went into the RSC payload a second time.
            <li key={i}>{b}</li>
          ))}
          {bullets.more > 0 && (
            <li className="-ml-5 list-none text-xs">{t("more", { count: bullets.more })}</li>
          )}
        </ul>
      )}
      <div className="job-card-foot">
        <ul className="card-tags" aria-label={t("skills")}>
          {skills.shown.map((s, i) => (
            // Each skill is its badge; index keys, as the bullets' (a skill as its key was a second copy).
            <li key={i} className="badge badge-neutral">
              {s}
            </li>
          ))}
          {skills.more > 0 && <li className="badge badge-neutral">{`+${skills.more}`}</li>}
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
