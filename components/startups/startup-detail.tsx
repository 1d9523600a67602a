import { Building2, CalendarDays, ExternalLink, Layers, MapPin, Users } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { CoverImage } from "@/components/listings/cover-image";
import { DetailArticle, DetailCover, DetailHeader, DetailSection } from "@/components/listings/detail-layout";
import { StartupGigs, StartupJobs } from "@/components/startups/startup-listings";
import { stageLabel } from "@/components/startups/stage-label";
import { Badge } from "@/components/ui/badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { localizedPath } from "@/lib/i18n/locales";
import type { StartupPageDto } from "@/lib/startups/page";

type Translate = ReturnType<typeof useTranslations>;

function facts(startup: StartupPageDto, t: Translate): Fact[] {
  return [
    { icon: MapPin, label: t("facts.location"), value: startup.location },
    { icon: Building2, label: t("facts.industry"), value: startup.industry },
    { icon: Layers, label: t("facts.stage"), value: stageLabel(t, startup.stage) },
    { icon: Users, label: t("facts.teamSize"), value: t("people", { size: startup.teamSize }) },
    { icon: CalendarDays, label: t("facts.founded"), value: String(startup.founded) },
  ];
}

/** A startup's page: what it does, its facts and founders, and the jobs and gigs it has open. */
export function StartupDetail({ startup }: { startup: StartupPageDto }) {
  const t = useTranslations("startups");
  const locale = useLocale();
  return (
    <DetailArticle
      back={{ href: localizedPath(locale, "/startups"), label: t("back") }}
      status="approved"
      rejectionReason={null}
    >
      <DetailCover aspect="aspect-[21/9]">
        <CoverImage
          src={startup.image}
          alt={t("logo", { name: startup.name })}
          icon="rocket"
          preload
          sizes="(min-width: 1024px) 896px, 100vw"
        />
      </DetailCover>
      <DetailHeader
        title={startup.name}
        subtitle={startup.shortDescription || undefined}
        badges={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="primary">{startup.industry}</Badge>
            <Badge tone="success">{stageLabel(t, startup.stage)}</Badge>
            {startup.hiring && <Badge tone="accent">{t("hiring")}</Badge>}
          </div>
        }
      >
        {startup.website && (
          <a
            href={startup.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-accent hover:underline"
          >
            {t("visitWebsite")} <span className="sr-only">{t("websiteOf", { name: startup.name })}</span>
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </DetailHeader>
      <FactList facts={facts(startup, t)} className="grid-cols-2 sm:grid-cols-3" />
      <DetailSection title={t("about")}>
        <p className="max-w-prose whitespace-pre-line text-muted">{startup.description}</p>
      </DetailSection>
      {startup.founders.length > 0 && (
        <DetailSection title={t("founders")}>
          <ul className="flex flex-wrap gap-3">
            {startup.founders.map((f) => (
              <li
                key={f.name}
                className="rounded-2xl border border-border bg-surface/80 px-4 py-3 font-medium"
              >
                {f.profilePath ? (
                  <Link
                    href={localizedPath(locale, f.profilePath)}
                    className="inline-flex min-h-11 items-center text-accent hover:underline"
                  >
                    {f.name}
                  </Link>
                ) : (
                  f.name
                )}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <DetailSection title={t("openJobs")}>
        <StartupJobs jobs={startup.jobs} name={startup.name} />
      </DetailSection>
      {startup.gigs.length > 0 && (
        <DetailSection title={t("openGigs")}>
          <StartupGigs gigs={startup.gigs} />
        </DetailSection>
      )}
    </DetailArticle>
  );
}
