import { Activity, CalendarClock, Gavel, GraduationCap, Inbox, Megaphone } from "lucide-react";
import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import type { ActivityItem, ActivityKind } from "@/lib/activity/queries";
import { formatDay } from "@/lib/format/date";

const icons: Record<ActivityKind, typeof Activity> = {
  application: Inbox,
  bid: Gavel,
  consultation: CalendarClock,
  waitlist: GraduationCap,
  listing: Megaphone,
};

const tones: Record<string, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  approved: "success",
  completed: "success",
  rejected: "danger",
  cancelled: "neutral",
  withdrawn: "neutral",
  waitlisted: "info",
};

const labels: Record<string, string> = {
  approved: "Live",
  pending: "Pending",
  waitlisted: "On the waitlist",
};
const label = (status: string) => labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/** Activity: everything the member has going, newest first, each with its status and a link to follow it. */
export function ActivityPanel({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Activity className="size-10" />}
        title="Nothing going on yet"
        description="Apply to a job, bid on a gig, book a consultation or list an opportunity: you can follow all of it here."
        action={<ButtonLink href="/jobs">Browse opportunities</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-4">
      <h2 id="activity-title" className="text-xl font-semibold">
        Activity
      </h2>
      <ol className="flex flex-col gap-2">
        {items.map((item) => {
          const Icon = icons[item.kind];
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                className="flex items-center gap-4 rounded-2xl border border-border bg-surface/80 p-4 transition-colors hover:border-border-strong"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-xs text-muted">
                    {item.verb} · <time dateTime={item.date}>{formatDay(item.date)}</time>
                  </span>
                  <span className="truncate font-medium">{item.title}</span>
                </span>
                <Badge tone={tones[item.status] ?? "neutral"} className="shrink-0">
                  {label(item.status)}
                </Badge>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
