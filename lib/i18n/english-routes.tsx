// English pages served at their own addresses (app/(en)): each file there is its page under app/[locale] with the
// language fixed to English. Next then finds /jobs among its static routes, with no rewrite to /en/jobs and no match
// against app/[locale]'s dynamic segment, which cost a cached page a fifth of its time (bench/README.md). Server-only.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { defaultLocale } from "./locales";

type LocaleProps = { params?: Promise<{ locale?: string }> };

const english = Promise.resolve({ locale: defaultLocale });

/**
 * The addresses app/(en) serves (english-routes.test.ts checks them against its pages). proxy.ts rewrites any other
 * English page rendered per request to its /en address; next.config.mjs's rewrite does it for the rest.
 */
export const englishRoutes: ReadonlySet<string> = new Set([
  "/",
  "/about",
  "/consultation",
  "/contact",
  "/courses",
  "/developers",
  "/documentation",
  "/events",
  "/gigs",
  "/jobs",
  "/leaderboard",
  "/leaderboard/all-time",
  "/login",
  "/privacy-policy",
  "/refund-and-cancellation",
  "/reset-password",
  "/services",
  "/solutions",
  "/startups",
  "/team",
  "/terms-of-use",
  "/unsubscribe",
]);

/** The page `Page` (of app/[locale]) in English, for app/(en). */
export function englishPage<P extends LocaleProps>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return function EnglishPage(props: Omit<P, "params">) {
    return Page({ ...props, params: english } as P);
  };
}

/** The page's `generateMetadata` in English. */
export function englishMetadata<P extends LocaleProps>(generate: (props: P) => Metadata | Promise<Metadata>) {
  return (props: Omit<P, "params">) => generate({ ...props, params: english } as P);
}

/** An Open Graph image's `generateImageMetadata` in English. */
export function englishImageMetadata<T>(generate: (props: { params: { locale: string } }) => T) {
  return () => generate({ params: { locale: defaultLocale } });
}
