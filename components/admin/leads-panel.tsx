import { Download, Inbox } from "lucide-react";
import Link from "next/link";
import { LeadHandledButton } from "@/components/admin/lead-handled-button";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/states";
import { listLeads, type LeadKind } from "@/lib/admin/leads";
import { cn } from "@/lib/cn";
import { listCourses } from "@/lib/courses/queries";
import { formatEventDate } from "@/lib/format/date";

const kinds: { value: LeadKind | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "contact", label: "Contact messages" },
  { value: "demo", label: "Demo requests" },
  { value: "waitlist", label: "Waitlist" },
];

const kindLabel: Record<LeadKind, string> = { contact: "Contact", demo: "Demo", waitlist: "Waitlist" };

const chip = (active: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm",
    active ? "border-primary bg-primary/15 text-text" : "border-border-strong text-muted hover:text-text",
  );

/** Leads: contact messages, demo requests and waitlist entries, newest first, with filters and CSV export. */
export async function LeadsPanel({ kind, course, page }: { kind?: LeadKind; course?: string; page: number }) {
  const [{ leads, total, totalPages, currentPage }, courses] = await Promise.all([
    listLeads({ kind, course, page, limit: 25 }),
    listCourses(),
  ]);
  const query = (extra: Record<string, string | undefined>) =>
    new URLSearchParams(
      Object.entries({ tab: "leads", kind, course, ...extra }).filter((e): e is [string, string] => !!e[1]),
    ).toString();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Kind of lead" className="flex flex-wrap gap-2">
          {kinds.map((k) => (
            <Link
              key={k.label}
              href={`/admin/dashboard?${query({ kind: k.value, course: k.value === "waitlist" ? course : undefined, page: undefined })}`}
              aria-current={k.value === kind ? "page" : undefined}
              className={chip(k.value === kind)}
            >
              {k.label}
            </Link>
          ))}
        </nav>
        <a
          href={`/api/admin/leads.csv?${new URLSearchParams(Object.entries({ kind, course }).filter((e): e is [string, string] => !!e[1]))}`}
          className={buttonClass("secondary", "sm")}
          download
        >
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      {kind === "waitlist" && (
        <nav aria-label="Course" className="flex flex-wrap gap-2">
          <Link
            href={`/admin/dashboard?${query({ course: undefined })}`}
            aria-current={!course ? "page" : undefined}
            className={chip(!course)}
          >
            Every course
          </Link>
          {courses.map((c) => (
            <Link
              key={c.id}
              href={`/admin/dashboard?${query({ course: c.id })}`}
              aria-current={course === c.id ? "page" : undefined}
              className={chip(course === c.id)}
            >
              {c.title}
            </Link>
          ))}
        </nav>
      )}
      <p className="text-sm text-muted">
        {total} {total === 1 ? "lead" : "leads"}
      </p>
      {leads.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-10" />}
          title="No leads yet"
          description="Contact messages, demo requests and waitlist entries appear here."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {leads.map((l) => (
            <li
              key={`${l.kind}-${l.id}`}
              className="flex flex-col gap-2 rounded-2xl border border-border bg-surface/80 p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold">{l.topic}</span>
                  <span className="break-all text-sm text-muted">
                    {l.name} · {l.email} · {formatEventDate(l.createdAt)}
                  </span>
                </div>
                <div className="flex gap-1.5">
                  <Badge tone="info">{kindLabel[l.kind]}</Badge>
                  {l.handled && <Badge tone="success">Handled</Badge>}
                </div>
              </div>
              {l.detail && <p className="line-clamp-3 whitespace-pre-line text-sm text-muted">{l.detail}</p>}
              <div>
                <LeadHandledButton kind={l.kind} id={l.id} name={l.name} handled={l.handled} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        path="/admin/dashboard"
        page={currentPage}
        totalPages={totalPages}
        params={Object.fromEntries(new URLSearchParams(query({})))}
      />
    </div>
  );
}
