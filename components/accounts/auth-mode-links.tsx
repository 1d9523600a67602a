import Link from "next/link";

export type AuthMode = "login" | "register" | "forgot-password";

/** The links that switch the /login modes; returnUrl is kept across them. */
export function authModeHref(mode: AuthMode, returnUrl: string | null): string {
  const params = new URLSearchParams();
  if (mode !== "login") params.set("mode", mode);
  if (returnUrl) params.set("returnUrl", returnUrl);
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
  return (
    <Link
      href={authModeHref(mode, returnUrl)}
      replace
      scroll={false}
      className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
