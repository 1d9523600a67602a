import { redirect } from "next/navigation";
import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { dashboardPath, sectionRedirect } from "@/lib/dashboard/sections";
import { listActivity } from "@/lib/activity/queries";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/**
 * /dashboard chooses a section: Activity when the member has any, else My Coins. The old addresses
 * (/dashboard?tab=X&view=…&page=…) go to /dashboard/X?view=…&page=…; an unknown tab to the default.
 */
export default async function DashboardPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const params = await searchParams;
  const moved = sectionRedirect(params);
  if (moved) redirect(localizedPath(locale, moved));
  const user = await requireMember("/dashboard", params);
  const newest = await listActivity(user, 1);
  redirect(localizedPath(locale, dashboardPath(newest.length ? "activity" : "coins")));
}
