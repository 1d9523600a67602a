import { useLocale, useTranslations } from "#i18n";
import { TeaserFact } from "@/components/home/teaser-fact";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import type { JobTeaser as JobTeaserDto } from "@/lib/home/teaser-shapes";
import { localizedPath } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

/** The randomly chosen approved job (lib/home/teasers.ts); nothing featured when loading failed or there is none. */
export function JobTeaser({ job }: { job: JobTeaserDto | null }) {
  const t = useTranslations("home.jobTeaser");
  const locale = useLocale();
  if (!job) {
    return (
      <div className="flex flex-1 flex-col items-start justify-center gap-3 rounded-2xl border border-dashed border-border-strong p-6">
        <p className="text-muted">{t("empty")}</p>
        <ButtonLink href={localizedPath(locale, "/jobs")} variant="secondary">
          {t("browseAll")}
        </ButtonLink>
      </div>
    );
  }
  const internship = job.kind === "Internship";
  return (
    <article
      data-testid="featured-job"
      className="flex flex-1 flex-col gap-4 rounded-2xl border border-border-strong bg-surface-raised/70 p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={internship ? "accent" : "primary"}>{internship ? t("internship") : job.jobType}</Badge>
        <Badge>{t("featured")}</Badge>
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
          <ul className="flex flex-wrap gap-2" aria-label={t("skills")}>
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <ButtonLink href={localizedPath(locale, `/job/${job.id}`)} size="sm">
          {t("view")}
        </ButtonLink>
        <ButtonLink href={localizedPath(locale, "/jobs")} variant="ghost" size="sm">
          {t("browseAll")}
        </ButtonLink>
      </div>
    </article>
  );
}
