import { ConsultationsAdminPanel } from "@/components/admin/consultations-admin-panel";
import { adminMetadata } from "@/lib/admin/sections";
import { pageOf, type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listConsultations } from "@/lib/consultations/queries";
import { consultationStatuses } from "@/lib/consultations/schema";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("consultations");

/** Consultations: ?status (an unknown one is every status) and ?page. */
export default async function AdminConsultationsPage({
  params: route,
  searchParams,
}: {
  params?: Promise<{ locale?: string }>;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(route);
  const admin = await requireAdminOrRedirect("/admin/consultations");
  const params = await searchParams;
  const status = consultationStatuses.find((s) => s === params.status);
  const result = await listConsultations(admin, { status, page: pageOf(params), limit: 20 });
  return <ConsultationsAdminPanel status={status} {...result} />;
}
