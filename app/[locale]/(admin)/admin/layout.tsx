import type { ReactNode } from "react";
import { AdminHeader } from "@/components/admin/admin-header";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

/**
 * The back office around every section: the heading, the welcome line, Logout and the sections' tabs.
 * Guests go to /login?returnUrl=…, members to /login, checked against the database role (each page checks
 * again, since a layout does not run again when the client moves between sections).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireAdminOrRedirect("/admin/dashboard");
  return (
    <div className="flex flex-col gap-8 pt-4">
      <AdminHeader user={user} />
      <AdminTabs>{children}</AdminTabs>
    </div>
  );
}
