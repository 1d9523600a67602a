import { Building2, CalendarDays, ExternalLink, Layers, MapPin, Users } from "lucide-react";
import Link from "next/link";
import { CoverImage } from "@/components/listings/cover-image";
import { DetailArticle, DetailCover, DetailHeader, DetailSection } from "@/components/listings/detail-layout";
import { StartupGigs, StartupJobs } from "@/components/startups/startup-listings";
import { Badge } from "@/components/ui/badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import type { StartupPageDto } from "@/lib/startups/page";

function facts(startup: StartupPageDto): Fact[] {
  return [
    { icon: MapPin, label: "Location", value: startup.location },
    { icon: Building2, label: "Industry", value: startup.industry },
    { icon: Layers, label: "Stage", value: startup.stage },
    { icon: Users, label: "Team size", value: `${startup.teamSize} people` },
    { icon: CalendarDays, label: "Founded", value: String(startup.founded) },
  ];
}

/** A startup's page: what it does, its facts and founders, and the jobs and gigs it has open. */
export function StartupDetail({ startup }: { startup: StartupPageDto }) {
  return (
    <DetailArticle
      back={{ href: "/startups", label: "Back to Startups" }}
      status="approved"
      rejectionReason={null}
    >
      <DetailCover aspect="aspect-[21/9]">
        <CoverImage
          src={startup.image}
          alt={`${startup.name} logo`}
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
            <Badge tone="success">{startup.stage}</Badge>
            {startup.hiring && <Badge tone="accent">Hiring</Badge>}
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
            Visit website <span className="sr-only">of {startup.name}</span>
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </DetailHeader>
      <FactList facts={facts(startup)} className="grid-cols-2 sm:grid-cols-3" />
      <DetailSection title="About">
        <p className="max-w-prose whitespace-pre-line text-muted">{startup.description}</p>
      </DetailSection>
      {startup.founders.length > 0 && (
        <DetailSection title="Founders">
          <ul className="flex flex-wrap gap-3">
            {startup.founders.map((f) => (
              <li
                key={f.name}
                className="rounded-2xl border border-border bg-surface/80 px-4 py-3 font-medium"
              >
                {f.profilePath ? (
                  <Link
                    href={f.profilePath}
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
      <DetailSection title="Open jobs">
        <StartupJobs jobs={startup.jobs} name={startup.name} />
      </DetailSection>
      {startup.gigs.length > 0 && (
        <DetailSection title="Open gigs">
          <StartupGigs gigs={startup.gigs} />
        </DetailSection>
      )}
    </DetailArticle>
  );
}
