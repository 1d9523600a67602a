import { redirect } from "next/navigation";
import { legacyAdminPath } from "@/lib/admin/sections";
import { type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

/** /admin opens the first section (an old /admin?tab=… its section, as /admin/dashboard does). */
export default async function AdminPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  await requireAdminOrRedirect("/admin");
  redirect(legacyAdminPath(await searchParams));
}
