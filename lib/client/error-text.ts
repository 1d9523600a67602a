// A message from the code (a shared schema's zod message, a failed call's) in the page's language, in a client
// component: looked up by its key (lib/validation/error-text) in the `errors` namespace, which every page in another
// language than English sends. Its numbers are the message's own ({0}, {1}…). Messages the API sends are already in
// the page's language (lib/client sends X-Locale); they pass through unchanged.
import { useLocale, useTranslations } from "#i18n";
import { useCallback } from "react";
import { errorKey, numbersOf } from "@/lib/validation/error-text";

/** `(text) => text in the page's language`; English pages get the text as it is. */
export function useErrorText(): (text: string) => string {
  const locale = useLocale();
  const t = useTranslations("errors");
  return useCallback(
    (text: string) => {
      const key = errorKey(text);
      if (locale === "en" || !t.has(key)) return text;
      return t(key, Object.fromEntries(numbersOf(text).map((n, i) => [String(i), n])));
    },
    [locale, t],
  );
}
