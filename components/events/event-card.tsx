import { CalendarDays, MapPin, Users } from "lucide-react";
import { EventImage } from "@/components/events/event-image";
import { EventLink } from "@/components/events/event-link";
import { Badge } from "@/components/ui/badge";
import type { EventDto } from "@/lib/events/dto";
import { formatEventDate } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

export function EventCard({ event, preload }: { event: EventDto; preload?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80 transition-colors hover:border-border-strong">
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
          <EventLink id={event.id} className="after:absolute after:inset-0 hover:text-[#c4b5fd]">
            {event.title}
          </EventLink>
        </h2>
        <p className="line-clamp-2 text-sm text-muted">{event.shortDescription || event.description}</p>
        <ul className="mt-auto flex flex-col gap-1.5 pt-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-accent" />
            {formatEventDate(event.date)}
          </li>
          {event.location && (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-accent" />
              {event.location}
            </li>
          )}
          {event.participants != null && (
            <li className="flex items-center gap-2">
              <Users aria-hidden className="size-4 text-accent" />
              {plural(event.participants, "participant")}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
