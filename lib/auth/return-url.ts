// returnUrl handling: only same-site relative paths are ever followed.
import { isAdmin } from "@/lib/auth/policy";

/** A path on this site ("/dashboard/x"), never "//evil.example", "/\\evil" or "https://…". */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

export function loginPath(returnPath?: string): string {
  const safe = safeReturnUrl(returnPath);
  return safe ? `/login?returnUrl=${encodeURIComponent(safe)}` : "/login";
}

/** Where to go after login: the safe returnUrl, else admins to /admin/dashboard and members to /dashboard. */
export function landingPath(role: "Admin" | "Member", returnUrl?: string | null): string {
  return safeReturnUrl(returnUrl) ?? (isAdmin({ role }) ? "/admin/dashboard" : "/dashboard");
}
