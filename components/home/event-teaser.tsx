import { useLocale, useTranslations } from "#i18n";
import { TeaserFact } from "@/components/home/teaser-fact";
import { Fact } from "@/components/ui/fact";
import { RegistrationPhaseBadge } from "@/components/events/registration-badge";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { formatDay } from "@/lib/format/date";
import type { EventTeaser as EventTeaserDto } from "@/lib/home/teaser-shapes";
import { localizedPath, intlLocale } from "@/lib/i18n/locales";

/** The randomly chosen approved event (lib/home/teasers.ts), or the sample event when none loaded. */
export function EventTeaser({ event }: { event: EventTeaserDto }) {
  const t = useTranslations("home.eventTeaser");
  const locale = useLocale();
  return (
    <article
      data-testid="featured-event"
      className="flex flex-1 flex-col gap-4 rounded-2xl border border-border-strong bg-surface-raised/70 p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={event.type === "Hackathon" ? "accent" : "info"}>{event.type}</Badge>
        {!event.id && <Badge>{t("sample")}</Badge>}
        {event.registration && (
          <RegistrationPhaseBadge
            phase={event.registration.phase}
            placesLeft={event.registration.placesLeft}
          />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="line-clamp-2 min-h-[2lh] text-xl font-semibold leading-snug">{event.title}</h4>
        <p className="line-clamp-3 min-h-[3lh] text-sm text-muted">{event.summary}</p>
      </div>
      <ul className="flex flex-col gap-2 text-sm text-muted">
        <TeaserFact icon="calendar-days">{formatDay(event.date, t("dateUnknown"), locale)}</TeaserFact>
        <TeaserFact icon="map-pin">{event.location}</TeaserFact>
        <Fact icon="users" accent className="gap-2">
          <span>
            <span data-testid="event-participants">
              {event.participants.toLocaleString(intlLocale(locale))}
            </span>{" "}
            {t("participants")}
          </span>
        </Fact>
      </ul>
      <div className="mt-auto pt-2">
        <ButtonLink href={localizedPath(locale, "/events")} size="sm">
          {t("seeAll")}
        </ButtonLink>
      </div>
    </article>
  );
}
