import { redirect } from "next/navigation";
import { legacyAdminPath } from "@/lib/admin/sections";
import { type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** /admin opens the first section (an old /admin?tab=… its section, as /admin/dashboard does). */
export default async function AdminPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  await requireAdminOrRedirect("/admin");
  redirect(legacyAdminPath(await searchParams));
}
