import { ArrowLeft, CalendarDays, CalendarPlus, MapPin } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { CancelRegistrationButton } from "@/components/events/cancel-registration-button";
import { RegistrationStatusBadge } from "@/components/events/registration-status-badge";
import { buttonClass } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { hasStarted } from "@/lib/events/registration-state";
import type { TicketDto } from "@/lib/events/tickets";
import { formatEventDate, formatIstTime } from "@/lib/format/date";
import { formatEventSpan } from "@/lib/format/event-span";
import { localizedPath } from "@/lib/i18n/locales";

/**
 * A member's ticket: the QR code to show at the door (drawn on the server, large enough for a phone's camera), the
 * code to say or type, the event, the answers given, and Cancel. Before a place is theirs: where they stand.
 */
export function TicketView({ ticket: t }: { ticket: TicketDto }) {
  const tr = useTranslations("tickets.ticket");
  const locale = useLocale();
  const started = hasStarted(t.event.date);
  const active = t.status === "registered" || t.status === "waitlisted" || t.status === "pending";
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={localizedPath(locale, "/dashboard/tickets")}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> {tr("back")}
      </Link>
      <article
        aria-labelledby="ticket-title"
        className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">
              {tr("eyebrow", { type: t.event.type })}
            </p>
            <h2 id="ticket-title" className="text-2xl font-bold wrap-anywhere">
              <Link href={localizedPath(locale, `/event/${t.event.id}`)} className="hover:text-[#c4b5fd]">
                {t.event.title}
              </Link>
            </h2>
          </div>
          <RegistrationStatusBadge status={t.status} checkedIn={!!t.checkedInAt} />
        </div>
        {t.ticket && t.qr ? (
          <div className="flex flex-col items-center gap-3">
            <svg
              viewBox={`0 0 ${t.qr.size} ${t.qr.size}`}
              role="img"
              aria-label={tr("qrLabel", { code: t.ticket.code })}
              shapeRendering="crispEdges"
              className="w-full max-w-72 rounded-2xl"
            >
              <rect width={t.qr.size} height={t.qr.size} fill="#fff" />
              <path d={t.qr.path} fill="#000" />
            </svg>
            <p className="text-sm text-muted">{tr("code")}</p>
            <p className="font-mono text-2xl font-bold tracking-[0.2em]" data-testid="ticket-code">
              {t.ticket.code}
            </p>
            <p className="text-center text-sm text-muted">
              {t.checkedInAt
                ? tr("checkedInAt", { time: formatIstTime(t.checkedInAt, locale) })
                : tr("showAtDoor")}
            </p>
          </div>
        ) : (
          <p className="font-medium" role="status">
            {t.status === "waitlisted"
              ? tr("status.waitlisted", { position: t.waitlistPosition ?? 1 })
              : t.status !== "registered" && tr(`status.${t.status}`)}
          </p>
        )}
        {t.decisionMessage && t.status !== "cancelled" && (
          <p className="rounded-2xl border border-border p-4 text-sm">
            <span className="text-muted">{tr("organiserMessage")} </span>
            {t.decisionMessage}
          </p>
        )}
        <FactList
          className="p-4 sm:grid-cols-2"
          facts={[
            { icon: CalendarDays, label: tr("when"), value: formatEventSpan(t.event.date, t.event.endDate, locale) },
            { icon: MapPin, label: tr("where"), value: t.event.location || tr("tba") },
          ]}
        />
        {t.answers.length > 0 && (
          <section aria-labelledby="answers-title" className="flex flex-col gap-2">
            <h3 id="answers-title" className="font-semibold">
              {tr("answers")}
            </h3>
            <dl className="flex flex-col gap-2 text-sm">
              {t.answers.map((a) => (
                <div key={a.questionId}>
                  <dt className="text-muted">{a.question}</dt>
                  <dd className="wrap-anywhere">{a.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {t.ticket && t.event.date && !started && (
            <a
              href={localizedPath(locale, `/event/${t.event.id}/calendar.ics`)}
              className={buttonClass("secondary", "sm")}
            >
              <CalendarPlus aria-hidden className="size-4" /> {tr("addToCalendar")}
            </a>
          )}
          {active && !started && !t.checkedInAt && (
            <CancelRegistrationButton
              eventId={t.event.id}
              title={t.event.title}
              status={t.status as "registered" | "waitlisted" | "pending"}
            />
          )}
        </div>
        <p className="text-xs text-muted">{tr("registeredOn", { date: formatEventDate(t.createdAt, locale) })}</p>
      </article>
    </div>
  );
}
