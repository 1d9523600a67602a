import { DocsAdminPanel } from "@/components/admin/content-panels";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listDocItems } from "@/lib/docs/queries";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata = adminMetadata("docs");

/** Add Documentation: the form and every item. */
export default async function AdminDocsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  await requireAdminOrRedirect("/admin/docs");
  return <DocsAdminPanel items={await listDocItems()} />;
}
