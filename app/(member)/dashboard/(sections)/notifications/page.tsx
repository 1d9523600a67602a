import { requireMember, type SearchParams } from "@/app/(member)/dashboard/guard";
import { NotificationList } from "@/components/notifications/notification-list";
import { listNotifications } from "@/lib/notifications/queries";
import { pageOf } from "@/lib/site/query";

/** Notifications (?page): the member's own, newest first, each a link that marks it read. */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireMember("/dashboard/notifications", params);
  return <NotificationList page={await listNotifications(user.id, pageOf(params))} />;
}
