import { ShieldCheck } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { cn } from "@/lib/cn";
import type { ReportedThreadRow } from "@/lib/conversations/reports";
import { formatEventDate } from "@/lib/format/date";

/** The back office's reported conversations, latest report first, each with its sides and the reasons given. */
export function ReportedList({
  threads,
  next,
  firstPage,
}: {
  threads: ReportedThreadRow[];
  next: string | null;
  firstPage: boolean;
}) {
  if (threads.length === 0 && firstPage) {
    return (
      <EmptyState
        icon={<ShieldCheck className="size-10" />}
        title="No reported conversations"
        description="When a member reports a conversation, it is listed here until you mark it reviewed."
      />
    );
  }
  return (
    <PanelSection id="reported-title" title="Reported conversations">
      <ul className="flex flex-col gap-3">
        {threads.map((t) => (
          <li key={t.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="font-semibold wrap-break-word">{t.subject}</h3>
                <p className="text-sm text-muted">
                  {t.participants.map((p) => `${p.name} (${p.role})`).join(" and ")}
                </p>
              </div>
              <Link href={`/admin/conversations/${t.id}`} className={buttonClass("secondary", "sm")}>
                Read<span className="sr-only"> the conversation about {t.subject}</span>
              </Link>
            </div>
            <ul className="flex flex-col gap-1 text-sm">
              {t.reports.map((r, i) => (
                <li key={i} className="wrap-break-word">
                  <span className="text-muted">
                    {r.by}, <time dateTime={r.createdAt}>{formatEventDate(r.createdAt)}</time>:
                  </span>{" "}
                  {r.reason}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <nav aria-label="More reported conversations" className="flex flex-wrap justify-between gap-2">
        {!firstPage && (
          <Link href="/admin/conversations" className={buttonClass("secondary", "sm")}>
            Latest reports
          </Link>
        )}
        {next && (
          <Link
            href={`/admin/conversations?after=${encodeURIComponent(next)}`}
            className={cn(buttonClass("secondary", "sm"), "ml-auto")}
          >
            Older reports
          </Link>
        )}
      </nav>
    </PanelSection>
  );
}
