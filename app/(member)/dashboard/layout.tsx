import type { ReactNode } from "react";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";

/** The dashboard's own guard: proxy.ts only redirects early (a request that slips past it stops here). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await requireUserOrRedirect("/dashboard");
  return children;
}
