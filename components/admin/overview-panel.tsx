import Link from "next/link";
import { GrowthChart } from "@/components/admin/growth-chart";
import { PanelSection } from "@/components/ui/panel-section";
import { FailedJobs } from "@/components/admin/failed-jobs";
import { UndeliveredMail } from "@/components/admin/undelivered-mail";
import type { FailedJobRow } from "@/lib/admin/failed-jobs";
import type { AdminOverview } from "@/lib/admin/overview";
import type { FailedMailRow } from "@/lib/mail/deliver";

/** One queue's count, linking to that queue. */
function QueueCount({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Link
      href={href}
      className="flex h-full flex-col gap-1 rounded-2xl border border-border bg-surface/80 p-4 transition-colors hover:border-border-strong"
    >
      <span className="text-3xl font-bold tabular-nums">{value}</span>
      <span className="text-sm text-muted">{label}</span>
    </Link>
  );
}

/** Overview: what waits for an admin (each a link to its queue), undelivered mail, 12 weeks of growth, failed jobs. */
export function OverviewPanel({
  overview: o,
  undelivered,
  failedJobs,
}: {
  overview: AdminOverview;
  undelivered: { total: number; mails: FailedMailRow[] };
  failedJobs: { total: number; jobs: FailedJobRow[] };
}) {
  const cards = [
    { label: "Pending events", value: o.pending.event, href: "/admin/listings?type=event" },
    { label: "Pending jobs", value: o.pending.job, href: "/admin/listings?type=job" },
    {
      label: "Pending startups",
      value: o.pending.startup,
      href: "/admin/listings?type=startup",
    },
    { label: "Pending gigs", value: o.pending.gig, href: "/admin/listings?type=gig" },
    {
      label: "Pending consultations",
      value: o.pendingConsultations,
      href: "/admin/consultations?status=pending",
    },
    { label: "New leads this week", value: o.newLeadsThisWeek, href: "/admin/leads" },
  ];
  return (
    <div className="flex flex-col gap-8">
      <PanelSection id="needs-action" title="Needs action">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {cards.map((c) => (
            <li key={c.label}>
              <QueueCount {...c} />
            </li>
          ))}
        </ul>
      </PanelSection>
      <UndeliveredMail {...undelivered} />
      <section
        aria-labelledby="growth"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
      >
        <h2 id="growth" className="text-xl font-semibold">
          Growth, last 12 weeks
        </h2>
        <GrowthChart weeks={o.weeks} />
      </section>
      <FailedJobs {...failedJobs} />
    </div>
  );
}
