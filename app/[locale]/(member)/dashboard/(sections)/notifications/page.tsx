import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { NotificationList } from "@/components/notifications/notification-list";
import { listNotifications } from "@/lib/notifications/queries";
import { pageOf } from "@/lib/site/query";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Notifications (?page): the member's own, newest first, each a link that marks it read. */
export default async function NotificationsPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const params = await searchParams;
  const user = await requireMember("/dashboard/notifications", params);
  return <NotificationList page={await listNotifications(user.id, pageOf(params), undefined, locale)} />;
}
