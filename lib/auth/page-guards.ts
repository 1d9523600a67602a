// Guards for layouts and pages: the same checks as proxy.ts, made again where the data is read.
import { redirect } from "next/navigation";
import type { CurrentUser } from "@/lib/auth/current-user";
import { isAdmin } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";

/** A guest goes to /login?returnUrl=<path>. */
export async function requireUserOrRedirect(returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(returnPath));
  return user;
}

/** A guest or a member goes to /login (a non-admin opening an admin screen). */
export async function requireAdminOrRedirect(returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(returnPath));
  if (!isAdmin(user)) redirect("/login");
  return user;
}
