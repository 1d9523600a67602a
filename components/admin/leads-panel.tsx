import { Download, Inbox } from "lucide-react";
import { LeadHandledButton } from "@/components/admin/lead-handled-button";
import { RecordPanel } from "@/components/admin/record-panel";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { FilterLinks } from "@/components/ui/filter-links";
import { RecordCard } from "@/components/ui/record-card";
import type { LeadRow } from "@/lib/admin/leads";
import type { LeadKind } from "@/lib/admin/schema";
import { present, withQuery } from "@/lib/site/query";
import { formatEventDate } from "@/lib/format/date";
import type { CountedPage } from "@/lib/paging";

const kinds: { value: LeadKind | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "contact", label: "Contact messages" },
  { value: "demo", label: "Demo requests" },
  { value: "waitlist", label: "Waitlist" },
];

const kindLabel: Record<LeadKind, string> = { contact: "Contact", demo: "Demo", waitlist: "Waitlist" };

/** Leads: contact messages, demo requests and waitlist entries, newest first, with filters and CSV export. */
export function LeadsPanel({
  kind,
  course,
  courses,
  leads,
  ...counts
}: Omit<CountedPage<LeadRow>, "items"> & {
  kind?: LeadKind;
  course?: string;
  /** The courses to filter the waitlist by. */
  courses: { id: string; title: string }[];
  leads: LeadRow[];
}) {
  const href = (extra: Record<string, string | undefined>) =>
    withQuery("/admin/leads", { kind, course, ...extra });
  return (
    <RecordPanel
      filters={
        <>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <FilterLinks
              label="Kind of lead"
              links={kinds.map((k) => ({
                label: k.label,
                href: href({ kind: k.value, course: k.value === "waitlist" ? course : undefined }),
                current: k.value === kind,
              }))}
            />
            <a
              href={withQuery("/api/admin/leads.csv", { kind, course })}
              className={buttonClass("secondary", "sm")}
              download
            >
              <Download aria-hidden className="size-4" /> Export CSV
            </a>
          </div>
          {kind === "waitlist" && (
            <FilterLinks
              label="Course"
              links={[
                {
                  label: "Every course",
                  href: href({ course: undefined }),
                  current: !course,
                },
                ...courses.map((c) => ({
                  label: c.title,
                  href: href({ course: c.id }),
                  current: course === c.id,
                })),
              ]}
            />
          )}
        </>
      }
      noun={["lead", "leads"]}
      page={counts}
      items={leads}
      empty={{
        icon: <Inbox className="size-10" />,
        title: "No leads yet",
        description: "Contact messages, demo requests and waitlist entries appear here.",
      }}
      className="flex flex-col gap-3"
      path="/admin/leads"
      params={present({ kind, course })}
    >
      {(l) => (
        <RecordCard
          key={`${l.kind}-${l.id}`}
          shape="compact"
          heading={
            <>
              <span className="font-semibold">{l.topic}</span>
              <span className="break-all text-sm text-muted">
                {l.name} · {l.email} · {formatEventDate(l.createdAt)}
              </span>
            </>
          }
          status={
            <div className="flex gap-1.5">
              <Badge tone="info">{kindLabel[l.kind]}</Badge>
              {l.handled && <Badge tone="success">Handled</Badge>}
            </div>
          }
        >
          {l.detail && <p className="line-clamp-3 whitespace-pre-line text-sm text-muted">{l.detail}</p>}
          <div>
            <LeadHandledButton kind={l.kind} id={l.id} name={l.name} handled={l.handled} />
          </div>
        </RecordCard>
      )}
    </RecordPanel>
  );
}
