import { redirect } from "next/navigation";
import { legacyAdminPath } from "@/lib/admin/sections";
import { type QueryParams } from "@/lib/site/query";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

/** The old one-page address (/admin/dashboard?tab=…), kept: it sends to the section's own route. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  await requireAdminOrRedirect("/admin/dashboard");
  redirect(legacyAdminPath(await searchParams));
}
