import { DocsAdminPanel } from "@/components/admin/content-panels";
import { adminMetadata } from "@/lib/admin/sections";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";
import { listDocItems } from "@/lib/docs/queries";

export const metadata = adminMetadata("docs");

/** Add Documentation: the form and every item. */
export default async function AdminDocsPage() {
  await requireAdminOrRedirect("/admin/docs");
  return <DocsAdminPanel items={await listDocItems()} />;
}
