import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DashboardFrame } from "@/components/dashboard/dashboard-frame";
import { greeting } from "@/lib/accounts/greeting";
import { getSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

/**
 * The sections' common header and tabs. Each page makes its own guard (a layout does not run again on client
 * navigation), so a guest is sent to /login with the exact URL asked for; here a guest gets no frame.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) return children;
  return (
    <DashboardFrame greeting={greeting(session.user, session.claims.isNewUser)}>{children}</DashboardFrame>
  );
}
