import type { Metadata } from "next";
import { AdminDashboard, type AdminParams } from "@/components/admin/admin-dashboard";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

/** /admin and /admin/dashboard are one screen. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<AdminParams> }) {
  const user = await requireAdminOrRedirect("/admin");
  return <AdminDashboard user={user} params={await searchParams} />;
}
