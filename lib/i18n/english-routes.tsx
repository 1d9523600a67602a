// English pages served at their own addresses (app/(en)): each file there is its page under app/[locale] with the
// language fixed to English. Next then finds /jobs among its static routes, with no rewrite to /en/jobs and no match
// against app/[locale]'s dynamic segment, which cost a cached page a fifth of its time (bench/README.md). Server-only.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { defaultLocale } from "./locales";

type LocaleProps = { params?: Promise<{ locale?: string }> };
/** What app/(en)'s page is given: its page's props, its params without the language (a dynamic segment's, or none). */
type EnglishProps<P extends LocaleProps> = Omit<P, "params"> & {
  params?: Promise<Omit<Awaited<NonNullable<P["params"]>>, "locale">>;
};

/** The params Next gives app/(en)'s page (`{ group }` on /developers/[group], `{}` on the others), in English. */
const inEnglish = async (params?: Promise<object>) => ({ ...(await params), locale: defaultLocale });

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
  // A dynamic page is named as its folder is (/developers/gigs…): proxy.ts renders no /developers page per request, and
  // no admin change refreshes one (lib/site/revalidate.ts).
  "/developers/[group]",
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
  return function EnglishPage(props: EnglishProps<P>) {
    return Page({ ...props, params: inEnglish(props.params) } as P);
  };
}

/** The page's `generateMetadata` in English. */
export function englishMetadata<P extends LocaleProps>(generate: (props: P) => Metadata | Promise<Metadata>) {
  return (props: EnglishProps<P>) => generate({ ...props, params: inEnglish(props.params) } as P);
}

/** An Open Graph image's `generateImageMetadata` in English. */
export function englishImageMetadata<T>(generate: (props: { params: { locale: string } }) => T) {
  return () => generate({ params: { locale: defaultLocale } });
}
