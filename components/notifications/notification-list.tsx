import { Bell } from "lucide-react";
import { NotificationItem } from "@/components/notifications/notification-item";
import { buttonClass } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/format/plural";
import { unreadText } from "@/lib/notifications/unread";
import type { NotificationPage } from "@/lib/notifications/schema";

/** /dashboard/notifications: newest first, 20 a page; "Mark all read" is a plain form POST (works without JS). */
export function NotificationList({ page }: { page: NotificationPage }) {
  const { notifications, total, totalPages, currentPage, unread } = page;
  if (total === 0) {
    return (
      <EmptyState
        icon={<Bell className="size-10" />}
        title="No notifications yet"
        description="Decisions on your listings, applications, bids and consultations, and coins you receive, appear here."
      />
    );
  }
  const markAll = (
    <form method="post" action="/dashboard/notifications/read">
      <button type="submit" className={buttonClass("secondary", "sm")} disabled={unread === 0}>
        Mark all read
      </button>
    </form>
  );
  return (
    <PanelSection id="notifications-title" title="Your notifications" action={markAll}>
      <p className="text-sm text-muted">
        {plural(total, "notification")}, {unreadText(unread)} unread, newest first.
      </p>
      <ul className="flex flex-col gap-1">
        {notifications.map((n) => (
          <li key={n.id}>
            <NotificationItem n={n} />
          </li>
        ))}
      </ul>
      <Pagination path="/dashboard/notifications" page={currentPage} totalPages={totalPages} />
    </PanelSection>
  );
}
