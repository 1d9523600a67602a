import {
  ArrowLeft,
  CalendarDays,
  CalendarPlus,
  ExternalLink,
  Mail,
  MapPin,
  Phone,
  Users,
} from "lucide-react";
import Link from "next/link";
import { EventImage } from "@/components/events/event-image";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { ListingStatusNote } from "@/components/listings/listing-status-note";
import { Badge } from "@/components/ui/badge";
import { FactList } from "@/components/ui/fact-list";
import { buttonClass } from "@/components/ui/button";
import type { EventDto } from "@/lib/events/dto";
import { formatEventDate } from "@/lib/format/date";
import { hasEnded } from "@/lib/listings/live";

export function EventDetail({ event }: { event: EventDto }) {
  const register = event.googleFormLink ?? event.link ?? event.websiteLink;
  // A past event stays reachable by its URL, marked ended, without registration or a calendar entry.
  const ended = hasEnded(event.date);
  const facts = [
    { icon: CalendarDays, label: "When", value: formatEventDate(event.date) },
    { icon: MapPin, label: "Where", value: event.location || "To be announced" },
    ...(event.participants != null
      ? [{ icon: Users, label: "Participants", value: event.participants.toLocaleString("en-IN") }]
      : []),
  ];
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8">
      <Link
        href="/events"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Events
      </Link>
      <ListingStatusNote status={event.status} reason={event.adminApproval.rejectionReason} />
      <div className="relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface-raised">
        <EventImage
          src={event.image}
          title={event.title}
          type={event.type}
          preload
          sizes="(min-width: 1024px) 896px, 100vw"
        />
      </div>
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={event.type === "Hackathon" ? "accent" : "primary"}>{event.type}</Badge>
          {ended && <Badge tone="danger">Ended</Badge>}
        </div>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-5xl">{event.title}</h1>
        {ended ? (
          <ClosedNotice>This event has ended</ClosedNotice>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {register && (
              <a
                href={register}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("primary", "lg")}
              >
                Register <ExternalLink aria-hidden className="size-4" />
              </a>
            )}
            {event.date && (
              <a href={`/event/${event.id}/calendar.ics`} className={buttonClass("secondary", "lg")}>
                <CalendarPlus aria-hidden className="size-4" /> Add to calendar
              </a>
            )}
          </div>
        )}
      </header>
      <FactList facts={facts} className="sm:grid-cols-3" />
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">About this event</h2>
        <p className="max-w-prose whitespace-pre-line text-muted">
          {event.description || event.shortDescription || "Details coming soon."}
        </p>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Contact the organisers</h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-muted">
          <li>
            <a
              href={`mailto:${event.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 hover:text-text"
            >
              <Mail aria-hidden className="size-4" />
              {event.contactEmail}
            </a>
          </li>
          <li>
            <a
              href={`tel:${event.contactPhone.replace(/\s+/g, "")}`}
              className="inline-flex min-h-11 items-center gap-2 hover:text-text"
            >
              <Phone aria-hidden className="size-4" />
              {event.contactPhone}
            </a>
          </li>
        </ul>
      </section>
    </article>
  );
}
