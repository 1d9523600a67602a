import { useLocale, useTranslations } from "#i18n";
import { EventImage } from "@/components/events/event-image";
import { RegistrationBadge } from "@/components/events/registration-badge";
import { LoginLink } from "@/components/listings/login-link";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import type { EventDto } from "@/lib/events/dto";
import { formatEventSpan } from "@/lib/format/event-span";

export function EventCard({ event, preload }: { event: EventDto; preload?: boolean }) {
  const t = useTranslations("events");
  const locale = useLocale();
  return (
    // Component classes (app/globals.css), as the other list cards'.
    <article className="card-box cover-card group relative">
      <div className="cover-card-cover">
        <EventImage
          src={event.image}
          title={event.title}
          type={event.type}
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          decorative
        />
        <div className="absolute left-3 top-3">
          <Badge
            tone={event.type === "Hackathon" ? "accent" : "primary"}
            className="bg-background/70 backdrop-blur-md"
          >
            {t.has(`types.${event.type}`) ? t(`types.${event.type}` as "types.Event") : event.type}
          </Badge>
        </div>
      </div>
      <div className="cover-card-body">
        <h2 className="card-heading">
          <LoginLink href={`/event/${event.id}`} className="card-link">
            {event.title}
          </LoginLink>
        </h2>
        <p className="line-clamp-2 text-sm text-muted">{event.shortDescription || event.description}</p>
        <ul className="event-card-facts">
          <Fact icon="calendar-days" accent>
            {formatEventSpan(event.date, event.endDate, locale)}
          </Fact>
          {event.location && (
            <Fact icon="map-pin" accent>
              {event.location}
            </Fact>
          )}
          {event.participants != null && (
            <Fact icon="users" accent>
              {t("card.participants", { count: event.participants })}
            </Fact>
          )}
        </ul>
        <RegistrationBadge event={event} className="self-start" />
      </div>
    </article>
  );
}
