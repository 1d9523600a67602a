import { EventImage } from "@/components/events/event-image";
import { LoginLink } from "@/components/listings/login-link";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { EventDto } from "@/lib/events/dto";
import { formatEventDate } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

export function EventCard({ event, preload }: { event: EventDto; preload?: boolean }) {
  return (
    <article className="card-box group relative flex h-full flex-col overflow-hidden hover:border-border-strong">
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-raised">
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
            {event.type}
          </Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold leading-snug">
          <LoginLink href={`/event/${event.id}`} className="card-link">
            {event.title}
          </LoginLink>
        </h2>
        <p className="line-clamp-2 text-sm text-muted">{event.shortDescription || event.description}</p>
        <ul className="mt-auto flex flex-col gap-1.5 pt-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <Icon name="calendar-days" className="size-4 text-accent" />
            {formatEventDate(event.date)}
          </li>
          {event.location && (
            <li className="flex items-center gap-2">
              <Icon name="map-pin" className="size-4 text-accent" />
              {event.location}
            </li>
          )}
          {event.participants != null && (
            <li className="flex items-center gap-2">
              <Icon name="users" className="size-4 text-accent" />
              {plural(event.participants, "participant")}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
