// next-intl for Vitest: the real client hooks, and where a test renders a component without a provider, the English
// catalog (as the site's pages give it). vitest.config.ts points next-intl here.
import type { ComponentProps } from "react";
import { createFormatter, createTranslator } from "use-intl/core";
import english from "@/lib/i18n/messages/en.json";
// @ts-expect-error -- the package's own file (next-intl itself is this module in Vitest); typed as next-intl below.
import * as untyped from "../../node_modules/next-intl/dist/esm/development/index.react-client.js";

// @ts-expect-error -- as above.
export * from "../../node_modules/next-intl/dist/esm/development/index.react-client.js";

const real = untyped as typeof import("next-intl");

const timeZone = "Asia/Kolkata";

export function NextIntlClientProvider(props: ComponentProps<typeof real.NextIntlClientProvider>) {
  return <real.NextIntlClientProvider timeZone={timeZone} {...props} locale={props.locale ?? "en"} />;
}

export function useTranslations(namespace?: string) {
  try {
    return real.useTranslations(namespace);
  } catch {
    return createTranslator({ locale: "en", messages: english as never, namespace: namespace as never, timeZone });
  }
}

export function useLocale(): string {
  try {
    return real.useLocale();
  } catch {
    return "en";
  }
}

export function useFormatter() {
  try {
    return real.useFormatter();
  } catch {
    return createFormatter({ locale: "en", timeZone });
  }
}
