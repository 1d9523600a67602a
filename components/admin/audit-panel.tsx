import { ScrollText } from "lucide-react";
import { RecordPanel } from "@/components/admin/record-panel";
import { FilterLinks } from "@/components/ui/filter-links";
import type { AuditRow } from "@/lib/audit/log";
import { formatEventDate } from "@/lib/format/date";
import type { CountedPage } from "@/lib/paging";

const filters = [
  { value: undefined, label: "All" },
  { value: "listing.", label: "Listings" },
  { value: "consultation.", label: "Consultations" },
  { value: "coins.", label: "Coins" },
  { value: "coin_settings.", label: "Settings" },
  { value: "course.", label: "Courses" },
  { value: "doc.", label: "Documentation" },
  { value: "member.", label: "Members" },
  { value: "lead.", label: "Leads" },
  { value: "mail.", label: "Mail" },
] as const;

/** Audit Log: every admin action (who, what, which record, when, why), newest first, append-only. */
export function AuditPanel({
  action,
  entries,
  ...counts
}: Omit<CountedPage<AuditRow>, "items"> & { action?: string; entries: AuditRow[] }) {
  return (
    <RecordPanel
      filters={
        <FilterLinks
          label="Kind of action"
          links={filters.map((f) => ({
            label: f.label,
            href: `/admin/audit${f.value ? `?action=${f.value}` : ""}`,
            current: f.value === action,
          }))}
        />
      }
      page={counts}
      items={entries}
      empty={{
        icon: <ScrollText className="size-10" />,
        title: "No admin actions yet",
        description: "Every approval, decision and coin change is recorded here.",
      }}
      ordered
      className="flex flex-col divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface/80"
      path="/admin/audit"
      params={action ? { action } : {}}
    >
      {(e) => (
        <li
          key={e.id}
          className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium wrap-anywhere">
              <code className="rounded bg-surface-raised px-1.5 py-0.5 text-xs text-accent">{e.action}</code>{" "}
              {e.summary}
            </span>
            {e.reason && <span className="text-sm text-muted">Reason: {e.reason}</span>}
            <span className="break-all text-xs text-muted">
              {e.targetType} {e.targetId}
            </span>
          </div>
          <span className="shrink-0 text-sm text-muted">
            {e.actorEmail} · <time dateTime={e.createdAt}>{formatEventDate(e.createdAt)}</time>
          </span>
        </li>
      )}
    </RecordPanel>
  );
}
