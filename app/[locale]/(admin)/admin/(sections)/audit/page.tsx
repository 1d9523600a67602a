import { AuditPanel } from "@/components/admin/audit-panel";
import { adminMetadata } from "@/lib/admin/sections";
import { one, pageOf, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listAudit } from "@/lib/audit/log";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("audit");

/** Audit Log: ?action (a prefix such as "listing.") and ?page. */
export default async function AdminAuditPage({ params: route, searchParams }: LocaleParams & { searchParams: Promise<QueryParams> }) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/audit");
  const params = await searchParams;
  const action = one(params.action);
  return (
    <AuditPanel action={action} {...await listAudit(admin, { page: pageOf(params), limit: 50, action })} />
  );
}
