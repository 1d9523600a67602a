"use client";
// Locale-aware navigation: Link, useRouter and usePathname keep the page's language (/hi/… stays /hi/…). Import
// these instead of next/link's and next/navigation's for in-site addresses. A thin layer over Next's own (next-intl's
// createNavigation costs 2.7 kB of first-load JS more, for routing features this site does not use).
import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "#i18n";
import { forwardRef, useMemo, type ComponentProps } from "react";
import { localizedPath, splitLocalePath } from "./locales";

type LinkProps = ComponentProps<typeof NextLink>;

/** next/link, its href in the page's language ("/jobs" → "/hi/jobs" on a Hindi page). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...props }, ref) {
  const locale = useLocale();
  const target =
    typeof href === "string"
      ? localizedPath(locale, href)
      : { ...href, pathname: href.pathname ? localizedPath(locale, href.pathname) : href.pathname };
  return <NextLink ref={ref} href={target} {...props} />;
});

/** The page's path as English has it ("/hi/jobs" → "/jobs"). */
export function usePathname(): string {
  return splitLocalePath(useNextPathname()).path;
}

/** Next's router, its push and replace in the page's language. */
export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(localizedPath(locale, href), options),
      replace: (href, options) => router.replace(localizedPath(locale, href), options),
      prefetch: (href, options) => router.prefetch(localizedPath(locale, href), options),
    }),
    [router, locale],
  );
}
