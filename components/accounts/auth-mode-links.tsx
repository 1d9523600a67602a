"use client";

import { useSearchParams } from "next/navigation";
import { Link } from "@/lib/i18n/navigation";

export type AuthMode = "login" | "register" | "forgot-password";

/**
 * The links that switch the /login modes; returnUrl, and an invite link's referral code, are kept across them.
 * The address is English's: AuthModeLink puts it in the page's language.
 */
export function authModeHref(mode: AuthMode, returnUrl: string | null, referral?: string | null): string {
  const params = new URLSearchParams();
  if (mode !== "login") params.set("mode", mode);
  if (returnUrl) params.set("returnUrl", returnUrl);
  if (referral) params.set("ref", referral);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

export function AuthModeLink({
  mode,
  returnUrl,
  children,
}: {
  mode: AuthMode;
  returnUrl: string | null;
  children: string;
}) {
  const referral = useSearchParams().get("ref");
  return (
    <Link
      href={authModeHref(mode, returnUrl, referral)}
      replace
      scroll={false}
      className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
