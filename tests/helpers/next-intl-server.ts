// next-intl/server for Vitest, which renders server components outside a Next request (no React server cache, no
// request headers): the same catalogs (lib/i18n/catalog.ts), with the page's language kept by setRequestLocale
// (one test renders at a time). vitest.config.ts points next-intl/server here.
import { createFormatter, createTranslator } from "use-intl/core";
import { catalog } from "@/lib/i18n/catalog";

const timeZone = "Asia/Kolkata";
let current = "en";

type Options = { locale?: string; namespace?: string };

export function setRequestLocale(locale: string): void {
  current = locale;
}

export async function getLocale(): Promise<string> {
  return current;
}

export async function getMessages(options?: { locale?: string }) {
  return catalog(options?.locale ?? current);
}

export async function getTranslations(arg?: string | Options) {
  const { locale = current, namespace } = typeof arg === "string" ? { namespace: arg } : (arg ?? {});
  return createTranslator({
    locale,
    messages: (await catalog(locale)) as Record<string, unknown> as never,
    namespace: namespace as never,
    timeZone,
  });
}

export async function getFormatter(options?: { locale?: string }) {
  return createFormatter({ locale: options?.locale ?? current, timeZone });
}

export async function getNow(): Promise<Date> {
  return new Date();
}

export async function getTimeZone(): Promise<string> {
  return timeZone;
}

export function getRequestConfig<T>(create: T): T {
  return create;
}
