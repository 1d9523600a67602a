import { ArrowLeft, CalendarDays, CalendarPlus, MapPin } from "lucide-react";
import Link from "next/link";
import { CancelRegistrationButton } from "@/components/events/cancel-registration-button";
import { RegistrationStatusBadge } from "@/components/events/registration-status-badge";
import { buttonClass } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { hasStarted } from "@/lib/events/registration-state";
import type { TicketDto } from "@/lib/events/tickets";
import { formatEventDate, formatIstTime } from "@/lib/format/date";
import { formatEventSpan } from "@/lib/format/event-span";

const statusLines = {
  waitlisted: (t: TicketDto) =>
    `You are on the waitlist: number ${t.waitlistPosition ?? 1} in the queue. When a place opens up it is yours, and we mail you this ticket's QR code.`,
  pending: () => "The organiser approves each registration. We mail you their answer.",
  declined: () => "The organiser declined your registration.",
  cancelled: () => "You cancelled this registration.",
};

/**
 * A member's ticket: the QR code to show at the door (drawn on the server, large enough for a phone's camera), the
 * code to say or type, the event, the answers given, and Cancel. Before a place is theirs: where they stand.
 */
export function TicketView({ ticket: t }: { ticket: TicketDto }) {
  const started = hasStarted(t.event.date);
  const active = t.status === "registered" || t.status === "waitlisted" || t.status === "pending";
  return (
    <div className="flex flex-col gap-6">
      <Link
        href="/dashboard/tickets"
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> My Tickets
      </Link>
      <article
        aria-labelledby="ticket-title"
        className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">
              {t.event.type} ticket
            </p>
            <h2 id="ticket-title" className="text-2xl font-bold wrap-anywhere">
              <Link href={`/event/${t.event.id}`} className="hover:text-[#c4b5fd]">
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
              aria-label={`QR code of ticket ${t.ticket.code}`}
              shapeRendering="crispEdges"
              className="w-full max-w-72 rounded-2xl"
            >
              <rect width={t.qr.size} height={t.qr.size} fill="#fff" />
              <path d={t.qr.path} fill="#000" />
            </svg>
            <p className="text-sm text-muted">Ticket code</p>
            <p className="font-mono text-2xl font-bold tracking-[0.2em]" data-testid="ticket-code">
              {t.ticket.code}
            </p>
            <p className="text-center text-sm text-muted">
              {t.checkedInAt
                ? `Checked in at ${formatIstTime(t.checkedInAt)} IST.`
                : "Show the QR code at the door, or tell them the code. It is yours alone: keep it to yourself."}
            </p>
          </div>
        ) : (
          <p className="font-medium" role="status">
            {t.status !== "registered" && statusLines[t.status](t)}
          </p>
        )}
        {t.decisionMessage && t.status !== "cancelled" && (
          <p className="rounded-2xl border border-border p-4 text-sm">
            <span className="text-muted">Message from the organiser: </span>
            {t.decisionMessage}
          </p>
        )}
        <FactList
          className="p-4 sm:grid-cols-2"
          facts={[
            { icon: CalendarDays, label: "When", value: formatEventSpan(t.event.date, t.event.endDate) },
            { icon: MapPin, label: "Where", value: t.event.location || "To be announced" },
          ]}
        />
        {t.answers.length > 0 && (
          <section aria-labelledby="answers-title" className="flex flex-col gap-2">
            <h3 id="answers-title" className="font-semibold">
              Your answers
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
            <a href={`/event/${t.event.id}/calendar.ics`} className={buttonClass("secondary", "sm")}>
              <CalendarPlus aria-hidden className="size-4" /> Add to calendar
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
        <p className="text-xs text-muted">Registered {formatEventDate(t.createdAt)} IST</p>
      </article>
    </div>
  );
}
