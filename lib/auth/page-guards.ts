// Guards for layouts and pages: the same checks as proxy.ts, made again where the data is read.
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import type { CurrentUser } from "@/lib/auth/current-user";
import { isAdmin } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/auth/session";
import { loginPath } from "@/lib/auth/return-url";
import { localizedPath, splitLocalePath } from "@/lib/i18n/locales";

/**
 * A guest goes to /login?returnUrl=<path>, both in the page's language (/hi/login?returnUrl=/hi/…); `returnPath`
 * may be given with or without the language's prefix.
 */
export async function requireUserOrRedirect(returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const locale = await getLocale();
    const back = splitLocalePath(returnPath).locale === locale ? returnPath : localizedPath(locale, returnPath);
    redirect(localizedPath(locale, loginPath(back)));
  }
  return user;
}

/** A guest or a member goes to /login (a non-admin opening an admin screen). */
export async function requireAdminOrRedirect(returnPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(returnPath));
  if (!isAdmin(user)) redirect("/login");
  return user;
}
