// The messages client components read (useTranslations from "#i18n"): a page's payload carries only the namespaces
// its client components use, compiled here (icu-minify) so the browser needs no ICU parser. The layout sends the
// site-wide ones (header, toasts, the bell); a server component that renders a client component reading another
// namespace wraps it in <ClientMessages namespaces={[…]}>. Server-only.
import compile from "icu-minify/compile";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { IntlClientProvider, type ClientMessages as Compiled } from "./client";
import { defaultLocale } from "./locales";

/** Namespaces every page's client components may read. */
export const siteClientNamespaces = ["common", "header", "errors", "notificationsBell", "authNav"] as const;

/**
 * Namespaces an English page never reads: their keys are made from the English text itself (an error message is
 * shown as the code wrote it there, lib/client/error-text.ts), so only other languages' pages carry them.
 */
const otherLanguagesOnly = new Set(["errors"]);

type Tree = { [key: string]: string | Tree };

/**
 * A message compiled, as plain JSON: icu-minify's plural branches are null-prototype objects, which React will not
 * pass to a client component.
 */
const compilePlain = (message: string) => JSON.parse(JSON.stringify(compile(message))) as Compiled[string];

function compileTree(tree: Tree): Compiled {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compilePlain(value) : compileTree(value),
    ]),
  );
}

/** Each language's namespaces, compiled once per server. */
const compiled = new Map<string, Compiled>();

async function pick(namespaces: readonly string[]): Promise<{ locale: string; messages: Compiled }> {
  const locale = await getLocale();
  const messages = (await getMessages()) as Tree;
  const english = locale === defaultLocale;
  const picked: Compiled = {};
  for (const ns of [...siteClientNamespaces, ...namespaces]) {
    const tree = messages[ns];
    if (typeof tree !== "object" || (english && otherLanguagesOnly.has(ns))) continue;
    const key = `${locale}:${ns}`;
    let done = process.env.NODE_ENV === "development" ? undefined : compiled.get(key);
    if (!done) {
      done = compileTree(tree);
      compiled.set(key, done);
    }
    picked[ns] = done;
  }
  return { locale, messages: picked };
}

/** The provider with the site-wide client messages, for app/[locale]/layout.tsx. */
export async function SiteClientMessages({ children }: { children: ReactNode }) {
  const { locale, messages } = await pick([]);
  return (
    <IntlClientProvider locale={locale} messages={messages}>
      {children}
    </IntlClientProvider>
  );
}

/** Client components below read `namespaces` (and the site-wide ones) with useTranslations. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: string[];
  children: ReactNode;
}) {
  const { locale, messages } = await pick(namespaces);
  return (
    <IntlClientProvider locale={locale} messages={messages}>
      {children}
    </IntlClientProvider>
  );
}
