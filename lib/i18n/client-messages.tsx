// The messages client components read (useTranslations): a page's payload carries only the namespaces its client
// components use. The layout sends the site-wide ones (header, footer, toasts, form errors); a server component
// that renders a client component reading another namespace wraps it in <ClientMessages namespaces={[…]}>.
// Server-only.
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { defaultLocale } from "./locales";
import type { ReactNode } from "react";

/** Namespaces every page's client components may read. */
export const siteClientNamespaces = ["common", "header", "errors", "notificationsBell"] as const;

/**
 * Namespaces an English page never reads: their keys are made from the English text itself (an error message is
 * shown as the code wrote it there, lib/client/error-text.ts), so only other languages' pages carry them.
 */
const otherLanguagesOnly = new Set(["errors"]);

async function pick(namespaces: readonly string[]) {
  const messages = (await getMessages()) as Record<string, unknown>;
  const english = (await getLocale()) === defaultLocale;
  return Object.fromEntries(
    [...siteClientNamespaces, ...namespaces]
      .filter((ns) => ns in messages && !(english && otherLanguagesOnly.has(ns)))
      .map((ns) => [ns, messages[ns]]),
  );
}

/** The site-wide client messages, for app/[locale]/layout.tsx. */
export async function clientMessages() {
  return pick([]);
}

/** Client components below read `namespaces` (and the site-wide ones) with useTranslations. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: string[];
  children: ReactNode;
}) {
  return <NextIntlClientProvider messages={await pick(namespaces)}>{children}</NextIntlClientProvider>;
}
