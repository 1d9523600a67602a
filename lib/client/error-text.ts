// A message from the code (a shared schema's zod message, a failed call's) in the page's language, in a client
// component: looked up by its key (lib/validation/error-text) in the `errors` namespace, which every page sends.
// Messages the API sends are already in the page's language (lib/client sends X-Locale); they pass through unchanged.
import { useLocale, useMessages } from "next-intl";
import { useCallback } from "react";
import { translateByKey } from "@/lib/validation/error-text";

function useErrorsCatalog(): Record<string, unknown> | undefined {
  try {
    return (useMessages() as Record<string, unknown>).errors as Record<string, unknown> | undefined;
  } catch {
    return undefined; // no provider (a test): English
  }
}

/** `(text) => text in the page's language`; English pages get the text as it is. */
export function useErrorText(): (text: string) => string {
  const locale = useLocale();
  const errors = useErrorsCatalog();
  return useCallback(
    (text: string) => (locale === "en" || !errors ? text : translateByKey(text, errors)),
    [locale, errors],
  );
}
