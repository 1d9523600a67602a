import { redirect } from "next/navigation";
import { legacyAdminPath } from "@/lib/admin/sections";
import { type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** The old one-page address (/admin/dashboard?tab=…), kept: it sends to the section's own route. */
export default async function AdminDashboardPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  await requireAdminOrRedirect("/admin/dashboard");
  redirect(legacyAdminPath(await searchParams));
}
