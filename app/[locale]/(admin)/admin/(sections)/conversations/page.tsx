import { ReportedList } from "@/components/conversations/reported-list";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listReportedThreads } from "@/lib/conversations/reports";
import { one, type QueryParams } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("conversations");

/** Reported conversations (?after: the cursor of an older page), latest report first. */
export default async function AdminConversationsPage({
  params,
  searchParams,
}: {
  params?: Promise<{ locale?: string }>;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(params);
  const admin = await requireAdminOrRedirect("/admin/conversations");
  const after = one((await searchParams).after);
  const list = await listReportedThreads(admin, after);
  return <ReportedList {...list} firstPage={!after} />;
}
