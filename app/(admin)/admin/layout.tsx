import type { ReactNode } from "react";
import { requireAdminOrRedirect } from "@/lib/auth/page-guards";

/** Admin screens: guests to /login?returnUrl=…, members to /login, checked against the database role. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminOrRedirect("/admin/dashboard");
  return children;
}
