import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { CoverImage } from "@/components/listings/cover-image";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { Icon } from "@/components/ui/icon";
import { stageLabel } from "@/components/startups/stage-label";
import { localizedPath } from "@/lib/i18n/locales";
import type { StartupDto } from "@/lib/startups/queries";

/** A startup in the list: the card is one link to its page (/startup/{slug}); its website link sits above it. */
export function StartupCard({ startup, preload = false }: { startup: StartupDto; preload?: boolean }) {
  const t = useTranslations("startups");
  const locale = useLocale();
  return (
    // Component classes (app/globals.css), as the other list cards'.
    <article className="card-box cover-card relative">
      <div className="cover-card-cover">
        <CoverImage
          src={startup.image}
          alt=""
          icon="rocket"
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        />
        {/* One backed capsule, so the cover's own corner label never shows between the badges. */}
        <div className="absolute left-3 top-3 flex gap-1.5 rounded-full bg-background/70 p-1 backdrop-blur-md">
          <Badge tone="primary">{startup.industry}</Badge>
          <Badge tone="success">{stageLabel(t, startup.stage)}</Badge>
        </div>
      </div>
      <div className="cover-card-body">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold">
            <Link href={localizedPath(locale, startup.path)} className="card-link">
              {startup.name}
            </Link>
          </h2>
          {/* The same fact as the list's Hiring filter: an open job listed for it (lib/startups/hiring.ts). */}
          {startup.hiring && <Badge tone="accent">{t("hiring")}</Badge>}
        </div>
        <p className="flex-1 text-sm text-muted">{startup.shortDescription || startup.description}</p>
        <ul className="card-facts gap-y-2">
          <Fact icon="map-pin" accent>
            {startup.location}
          </Fact>
          <Fact icon="users" accent>
            {t("people", { size: startup.teamSize })}
          </Fact>
          <Fact icon="calendar-days" accent>
            {t("foundedIn", { year: String(startup.founded) })}
          </Fact>
        </ul>
        {startup.website && (
          <a
            href={startup.website}
            target="_blank"
            rel="noopener noreferrer"
            className="relative z-10 mt-1 inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-accent hover:underline"
          >
            {t("visitWebsite")} <span className="sr-only">{t("websiteOf", { name: startup.name })}</span>
            <Icon name="arrow-up-right" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}
