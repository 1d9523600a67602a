import type { Metadata } from "next";
import { AdminDashboard, type AdminParams } from "@/components/admin/admin-dashboard";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<AdminParams> }) {
  const user = await requireAdminOrRedirect("/admin/dashboard");
  return <AdminDashboard user={user} params={await searchParams} />;
}
