import { CalendarDays, MapPin, Ticket } from "lucide-react";
import Link from "next/link";
import { RegistrationStatusBadge } from "@/components/events/registration-status-badge";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import { ticketPath } from "@/lib/events/registration-notices";
import type { MyTicketsPage } from "@/lib/events/tickets";
import { formatEventSpan } from "@/lib/format/event-span";

/** My Tickets: the member's registrations, newest first, each leading to its ticket; Older ones a page at a time. */
export function TicketsPanel({ page, olderHref }: { page: MyTicketsPage; olderHref: string | null }) {
  const list = (
    <RecordList
      items={page.tickets}
      className="flex flex-col gap-3"
      empty={{
        icon: <Ticket className="size-10" />,
        title: "No tickets yet",
        description:
          "Register for a meetup, workshop or hackathon; your tickets and their QR codes appear here.",
        action: <ButtonLink href="/events">Browse events</ButtonLink>,
      }}
    >
      {(t) => (
        <li
          key={t.id}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Link href={ticketPath(t.id)} className="font-semibold wrap-anywhere hover:text-[#c4b5fd]">
              {t.event.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />{" "}
                {formatEventSpan(t.event.date, t.event.endDate)}
              </span>
              {t.event.location && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4" /> {t.event.location}
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <RegistrationStatusBadge status={t.status} checkedIn={!!t.checkedInAt} />
            <Link href={ticketPath(t.id)} className={buttonClass("secondary", "sm")}>
              {t.ticket ? "View ticket" : "View"}
              <span className="sr-only"> for {t.event.title}</span>
            </Link>
          </div>
        </li>
      )}
    </RecordList>
  );
  if (page.tickets.length === 0) return list;
  return (
    <PanelSection id="tickets-title" title="My Tickets">
      {list}
      {olderHref && (
        <Link href={olderHref} className={buttonClass("ghost", "sm", "self-start")}>
          Older tickets
        </Link>
      )}
    </PanelSection>
  );
}
