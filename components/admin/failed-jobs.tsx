import { ListX } from "lucide-react";
import { RetryJobButton } from "@/components/admin/retry-job-button";
import { formatEventDate } from "@/lib/format/date";
import type { FailedJobRow } from "@/lib/admin/failed-jobs";

/** Background jobs that failed after every attempt (beside undelivered mail): shown only while there are some. */
export function FailedJobs({ total, jobs }: { total: number; jobs: FailedJobRow[] }) {
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="failed-jobs"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-warning/40 bg-surface/80 p-5"
    >
      <h2 id="failed-jobs" className="flex items-center gap-2 text-xl font-semibold">
        <ListX aria-hidden className="size-5 text-warning" />
        Failed jobs ({total})
      </h2>
      <p className="text-sm text-muted">
        These background jobs failed after every retry. Run one again once its cause is fixed.
        {total > jobs.length && ` The newest ${jobs.length} are shown.`}
      </p>
      <ul className="flex flex-col divide-y divide-border">
        {jobs.map((j) => (
          <li key={j.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium">{j.label}</span>
              <span className="break-all text-sm text-muted">
                {j.name} · <time dateTime={j.failedAt}>{formatEventDate(j.failedAt)}</time> ·{" "}
                <code className="text-xs">{j.data}</code>
              </span>
              <span className="break-all text-xs text-danger">{j.error || "No error was recorded."}</span>
            </div>
            <RetryJobButton id={j.id} label={j.label} />
          </li>
        ))}
      </ul>
    </section>
  );
}
