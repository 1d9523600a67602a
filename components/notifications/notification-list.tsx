import { Bell } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { NotificationItem } from "@/components/notifications/notification-item";
import { buttonClass } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { localizedPath } from "@/lib/i18n/locales";
import { unreadText } from "@/lib/notifications/unread";
import type { NotificationPage } from "@/lib/notifications/schema";

/** /dashboard/notifications: newest first, 20 a page; "Mark all read" is a plain form POST (works without JS). */
export function NotificationList({ page }: { page: NotificationPage }) {
  const t = useTranslations("notifications");
  const locale = useLocale();
  const { notifications, total, totalPages, currentPage, unread } = page;
  if (total === 0) {
    return <EmptyState icon={<Bell className="size-10" />} title={t("emptyTitle")} description={t("emptyText")} />;
  }
  const markAll = (
    <form method="post" action={localizedPath(locale, "/dashboard/notifications/read")}>
      <button type="submit" className={buttonClass("secondary", "sm")} disabled={unread === 0}>
        {t("markAll")}
      </button>
    </form>
  );
  return (
    <PanelSection id="notifications-title" title={t("title")} action={markAll}>
      <p className="text-sm text-muted">{t("summary", { count: total, unread: unreadText(unread) })}</p>
      <ul className="flex flex-col gap-1">
        {notifications.map((n) => (
          <li key={n.id}>
            <NotificationItem n={n} />
          </li>
        ))}
      </ul>
      <Pagination
        path={localizedPath(locale, "/dashboard/notifications")}
        page={currentPage}
        totalPages={totalPages}
      />
    </PanelSection>
  );
}
