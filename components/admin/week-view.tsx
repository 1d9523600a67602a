import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { ConsultationActions } from "@/components/admin/consultation-actions";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { consultationStatusLabels } from "@/lib/consultations/dto";
import type { WeekDay } from "@/lib/consultations/queries";
import { formatDay, formatIstTime, formatIstWeekday } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

/** The week's scheduled consultations, day by day (IST), with the decline and move actions of each. */
export function WeekView({
  weekStart,
  previous,
  next,
  days,
}: {
  weekStart: string;
  previous: string;
  next: string;
  days: WeekDay[];
}) {
  const count = days.reduce((n, d) => n + d.bookings.length, 0);
  return (
    <section aria-labelledby="week-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-title" className="text-xl font-semibold">
          Week of {formatDay(`${weekStart}T12:00:00+05:30`)}
        </h2>
        <nav aria-label="Weeks" className="flex gap-2">
          <ButtonLink href={`/admin/schedule?week=${previous}`} variant="secondary" size="sm">
            <ChevronLeft aria-hidden className="size-4" /> Previous week
          </ButtonLink>
          <ButtonLink href={`/admin/schedule?week=${next}`} variant="secondary" size="sm">
            Next week <ChevronRight aria-hidden className="size-4" />
          </ButtonLink>
        </nav>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {plural(count, "consultation")} this week
      </p>
      <ol className="grid gap-3 md:grid-cols-7">
        {days.map((d) => (
          <li
            key={d.date}
            className="flex min-w-0 flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface/80 p-3"
          >
            <h3 className="text-sm font-semibold">{formatIstWeekday(`${d.date}T12:00:00+05:30`)}</h3>
            {d.bookings.length === 0 ? (
              <p className="text-sm text-muted">
                <CalendarDays aria-hidden className="mr-1 inline size-4" />
                Free
              </p>
            ) : (
              <ul
                className="flex flex-col gap-2"
                aria-label={`Consultations on ${formatDay(`${d.date}T12:00:00+05:30`)}`}
              >
                {d.bookings.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface-raised p-2 text-sm"
                  >
                    <p className="font-medium tabular-nums">
                      {formatIstTime(c.scheduledDate!)} IST{c.slotMinutes ? ` · ${c.slotMinutes} min` : ""}
                    </p>
                    <p className="break-words">{c.topic}</p>
                    <p className="break-words text-muted">
                      {c.name} · {c.email}
                    </p>
                    <Badge
                      tone={c.status === "accepted" ? "info" : c.status === "rejected" ? "danger" : "success"}
                    >
                      {c.slotMinutes && c.status === "accepted"
                        ? "Booked"
                        : consultationStatusLabels[c.status]}
                    </Badge>
                    <ConsultationActions
                      id={c.id}
                      topic={c.topic}
                      status={c.status}
                      notes={c.adminNotes}
                      scheduledDate={c.scheduledDate}
                      preferredDate={c.preferredDate}
                      slotted={c.slotMinutes !== null}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
