import { Clock, Mail, MessageSquare, Ticket } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { RegistrationDecision } from "@/components/events/registration-decision";
import { RegistrationStatusBadge } from "@/components/events/registration-status-badge";
import { RecordCard } from "@/components/ui/record-card";
import type { AttendeeDto } from "@/lib/events/registration-dto";
import { formatEventDate, formatIstTime } from "@/lib/format/date";

/** Which decisions a registration takes: approve a request (or a decline), decline anything not checked in. */
function choicesOf(a: AttendeeDto): ("approve" | "decline")[] {
  if (a.checkedInAt) return [];
  if (a.status === "pending") return ["approve", "decline"];
  if (a.status === "declined") return ["approve"];
  if (a.status === "registered" || a.status === "waitlisted") return ["decline"];
  return [];
}

/** One registration as the organiser reads it: who, their ticket number, answers, check-in, and the decisions. */
export function AttendeeCard({
  attendee: a,
  eventId,
  full,
  position,
}: {
  attendee: AttendeeDto;
  eventId: string;
  full: boolean;
  /** Their place in the waitlist's queue. */
  position?: number;
}) {
  const t = useTranslations("events.attendee");
  const locale = useLocale();
  const choices = choicesOf(a);
  return (
    <RecordCard
      heading={
        <>
          <h2 className="text-lg font-semibold wrap-anywhere">{a.name}</h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <a
              href={`mailto:${a.email}`}
              className="inline-flex min-h-11 items-center gap-1.5 break-all underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" /> {a.email}
            </a>
            <span className="inline-flex items-center gap-1.5">
              <Ticket aria-hidden className="size-4" /> #{a.number}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" /> {formatEventDate(a.createdAt, locale)}
            </span>
          </p>
        </>
      }
      status={
        <div className="flex flex-wrap items-center gap-2">
          {position !== undefined && (
            <span className="text-sm text-muted">{t("queue", { position })}</span>
          )}
          <RegistrationStatusBadge status={a.status} checkedIn={!!a.checkedInAt} />
        </div>
      }
    >
      {a.checkedInAt && (
        <p className="text-sm text-muted">{t("checkedInAt", { time: formatIstTime(a.checkedInAt, locale) })}</p>
      )}
      {a.answers.length > 0 && (
        <dl className="grid gap-3 rounded-2xl border border-border p-4 text-sm sm:grid-cols-2">
          {a.answers.map((x) => (
            <div key={x.questionId} className="min-w-0">
              <dt className="text-muted">{x.question}</dt>
              <dd className="wrap-anywhere">{x.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {a.decisionMessage && (
        <p className="inline-flex items-start gap-1.5 text-sm text-muted">
          <MessageSquare aria-hidden className="mt-0.5 size-4 shrink-0" />{" "}
          {t("yourMessage", { message: a.decisionMessage })}
        </p>
      )}
      {choices.length > 0 && (
        <RegistrationDecision
          eventId={eventId}
          registrationId={a.id}
          name={a.name}
          choices={choices}
          full={full}
        />
      )}
    </RecordCard>
  );
}
