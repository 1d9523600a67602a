import { CalendarDays, MapPin, Ticket } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { RegistrationStatusBadge } from "@/components/events/registration-status-badge";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import { ticketPath } from "@/lib/events/registration-notices";
import type { MyTicketsPage } from "@/lib/events/tickets";
import { formatEventSpan } from "@/lib/format/event-span";
import { localizedPath } from "@/lib/i18n/locales";

/** My Tickets: the member's registrations, newest first, each leading to its ticket; Older ones a page at a time. */
export function TicketsPanel({ page, olderHref }: { page: MyTicketsPage; olderHref: string | null }) {
  const t = useTranslations("tickets.list");
  const locale = useLocale();
  const list = (
    <RecordList
      items={page.tickets}
      className="flex flex-col gap-3"
      empty={{
        icon: <Ticket className="size-10" />,
        title: t("emptyTitle"),
        description: t("emptyDescription"),
        action: <ButtonLink href={localizedPath(locale, "/events")}>{t("browse")}</ButtonLink>,
      }}
    >
      {(ticket) => (
        <li
          key={ticket.id}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Link href={localizedPath(locale, ticketPath(ticket.id))} className="font-semibold wrap-anywhere hover:text-[#c4b5fd]">
              {ticket.event.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />{" "}
                {formatEventSpan(ticket.event.date, ticket.event.endDate, locale)}
              </span>
              {ticket.event.location && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4" /> {ticket.event.location}
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <RegistrationStatusBadge status={ticket.status} checkedIn={!!ticket.checkedInAt} />
            <Link href={localizedPath(locale, ticketPath(ticket.id))} className={buttonClass("secondary", "sm")}>
              {ticket.ticket ? t("viewTicket") : t("view")}
              <span className="sr-only"> {t("viewFor", { title: ticket.event.title })}</span>
            </Link>
          </div>
        </li>
      )}
    </RecordList>
  );
  if (page.tickets.length === 0) return list;
  return (
    <PanelSection id="tickets-title" title={t("title")}>
      {list}
      {olderHref && (
        <Link href={olderHref} className={buttonClass("ghost", "sm", "self-start")}>
          {t("older")}
        </Link>
      )}
    </PanelSection>
  );
}
