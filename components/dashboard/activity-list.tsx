import { Activity, CalendarClock, Gavel, GraduationCap, Inbox, Megaphone } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import type { ComponentProps } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";
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
  closed: "neutral",
  withdrawn: "neutral",
  waitlisted: "info",
};

/** What an item says it is about: by its kind, and for a listing by what was listed (its key's prefix). */
const verbKey = (item: ActivityItem) =>
  item.kind === "listing" ? `verbs.listing.${item.key.split(":")[0]}` : `verbs.${item.kind}`;

const rowClass = "flex items-center gap-4 rounded-2xl border border-border bg-surface/80 p-4";

/**
 * Activity items newest first, each with its status, or `empty` when there are none. `hrefFor` says where one
 * leads (the member's own dashboard, or the back office); an item it gives no address is shown without a link.
 */
export function ActivityList({
  items,
  empty,
  hrefFor = (item) => item.href,
}: {
  items: ActivityItem[];
  empty: ComponentProps<typeof EmptyState>;
  hrefFor?: (item: ActivityItem) => string | undefined;
}) {
  const t = useTranslations("dashboard.activity");
  const locale = useLocale();
  // A status without words of its own (none today) shows as stored, capitalised.
  const label = (status: string) =>
    t.has(`status.${status}`) ? t(`status.${status}`) : status.charAt(0).toUpperCase() + status.slice(1);
  const verb = (item: ActivityItem) => (t.has(verbKey(item)) ? t(verbKey(item)) : item.verb);
  return (
    <RecordList items={items} empty={empty} ordered className="flex flex-col gap-2">
      {(item) => {
        const Icon = icons[item.kind];
        const href = hrefFor(item);
        const content = (
          <>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-xs text-muted">
                {verb(item)} · <time dateTime={item.date}>{formatDay(item.date, "", locale)}</time>
              </span>
              <span className="line-clamp-2 font-medium wrap-anywhere">{item.title}</span>
            </span>
            <Badge tone={tones[item.status] ?? "neutral"} className="shrink-0">
              {label(item.status)}
            </Badge>
          </>
        );
        return (
          <li key={item.key}>
            {href ? (
              <Link href={href} className={`${rowClass} transition-colors hover:border-border-strong`}>
                {content}
              </Link>
            ) : (
              <div className={rowClass}>{content}</div>
            )}
          </li>
        );
      }}
    </RecordList>
  );
}
