import { MailWarning } from "lucide-react";
import { ResendMailButton } from "@/components/admin/resend-mail-button";
import { formatEventDate } from "@/lib/format/date";
import type { FailedMailRow } from "@/lib/mail/deliver";
import { plural } from "@/lib/format/plural";

/** Mail that could not be sent (a decision, a notice): shown only while there is some, to send again. */
export function UndeliveredMail({ total, mails }: { total: number; mails: FailedMailRow[] }) {
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="undelivered"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-warning/40 bg-surface/80 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="undelivered" className="flex items-center gap-2 text-xl font-semibold">
          <MailWarning aria-hidden className="size-5 text-warning" />
          Undelivered mail ({total})
        </h2>
        <ResendMailButton ids={mails.map((m) => m.id)} />
      </div>
      <p className="text-sm text-muted">
        These messages failed twice; the changes they report are done. Send them again once mail works.
        {total > mails.length && ` The newest ${mails.length} are shown.`}
      </p>
      <ul className="flex flex-col divide-y divide-border">
        {mails.map((m) => (
          <li key={m.id} className="flex flex-col gap-0.5 py-3">
            <span className="font-medium">{m.subject}</span>
            <span className="break-all text-sm text-muted">
              {m.label} · to {m.to} · <time dateTime={m.createdAt}>{formatEventDate(m.createdAt)}</time> ·{" "}
              {plural(m.attempts, "attempt")}
            </span>
            <span className="break-all text-xs text-danger">{m.error}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
