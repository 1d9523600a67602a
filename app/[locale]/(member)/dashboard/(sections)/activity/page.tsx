import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { ActivityPanel } from "@/components/dashboard/activity-panel";
import { listActivity } from "@/lib/activity/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Activity: everything the member has going, newest first. */
export default async function ActivityPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  const user = await requireMember("/dashboard/activity");
  return <ActivityPanel items={await listActivity(user, 50, locale)} />;
}
