import { MessagesSquare } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { personName, roleLabel } from "@/components/conversations/people";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";
import { threadPath, type ThreadListDto } from "@/lib/conversations/schema";
import { formatDay } from "@/lib/format/date";
import { ageOf } from "@/lib/notifications/time";

/**
 * /dashboard/messages: the member's conversations, newest activity first, each with the other side, the last
 * message's first words and the unread count; "Older conversations" pages on by cursor.
 */
export function ThreadList({ list, firstPage }: { list: ThreadListDto; firstPage: boolean }) {
  const t = useTranslations("conversations");
  const ages = useTranslations("notificationsBell.age");
  const locale = useLocale();
  /** "5 min ago", then the day: as old as a notification (the bell's words). */
  const timeAgo = (iso: string) => {
    const age = ageOf(iso);
    return age.unit === "date" ? formatDay(iso, "", locale) : ages(age.unit, { count: age.count });
  };
  if (list.threads.length === 0 && firstPage) {
    return (
      <EmptyState
        icon={<MessagesSquare className="size-10" />}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
      />
    );
  }
  return (
    <PanelSection id="messages-title" title={t("title")}>
      <ul className="flex flex-col gap-2">
        {list.threads.map((thread) => (
          <li key={thread.id}>
            <Link
              href={threadPath(thread.id)}
              className={cn(
                "flex min-h-11 flex-col gap-1 rounded-2xl border border-border px-4 py-3 hover:bg-surface-raised focus-visible:bg-surface-raised",
                thread.unread > 0 && "border-primary/40 bg-primary/5",
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span
                  className={cn("min-w-0 text-base", thread.unread > 0 ? "font-semibold" : "font-medium")}
                >
                  {thread.with
                    ? t("withRole", {
                        name: personName(t, thread.with),
                        role: roleLabel(t, thread.with.role),
                      })
                    : t("formerMember")}
                </span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  {thread.unread > 0 && <Badge tone="primary">{t("unread", { count: thread.unread })}</Badge>}
                  <time dateTime={thread.lastMessageAt}>{timeAgo(thread.lastMessageAt)}</time>
                </span>
              </span>
              <span className="text-sm text-muted">{thread.subject}</span>
              {thread.preview && (
                <span className="line-clamp-1 text-sm wrap-break-word">
                  {thread.preview.mine && <span className="text-muted">{t("youPrefix")}</span>}
                  {thread.preview.text}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={t("moreNav")} className="flex flex-wrap justify-between gap-2">
        {!firstPage && (
          <Link href="/dashboard/messages" className={buttonClass("secondary", "sm")}>
            {t("newest")}
          </Link>
        )}
        {list.next && (
          <Link
            href={`/dashboard/messages?after=${encodeURIComponent(list.next)}`}
            className={cn(buttonClass("secondary", "sm"), "ml-auto")}
          >
            {t("older")}
          </Link>
        )}
      </nav>
    </PanelSection>
  );
}
