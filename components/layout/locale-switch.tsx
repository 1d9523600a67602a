"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "#i18n";
import { Suspense } from "react";
import { localeInfo, type Locale } from "@/lib/i18n/locales";
import { isEnglishOnly, localeCookie, sitePath, switchPath } from "@/lib/i18n/switch-path";

/** Remembers the visitor's choice of language (read only to not offer Hindi again: nothing redirects by it). */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
}

type SwitchProps = { pathname: string; className?: string };

/**
 * The link itself: a plain <a> (a full load of the other language's page, which works without JavaScript), named
 * by the other language's own name in that language, after words for screen readers in the page's language.
 */
function SwitchLink({ pathname, search, className }: SwitchProps & { search: string }) {
  const t = useTranslations("header");
  const target: Locale = useLocale() === "hi" ? "en" : "hi";
  return (
    <a
      href={switchPath(pathname, search, target)}
      hrefLang={target}
      className={className}
      onClick={() => rememberLocale(target)}
    >
      <span className="sr-only">{`${t("switchTo")} `}</span>
      <span lang={target}>{localeInfo[target].name}</span>
    </a>
  );
}

/** The query string is read in a Suspense boundary: a prerendered page's HTML links without it until hydrated. */
function WithQuery(props: SwitchProps) {
  return <SwitchLink {...props} search={useSearchParams().toString()} />;
}

/** The same page in the other language (English ↔ हिन्दी), its query kept; none in the English-only back office. */
export function LocaleSwitch({ className }: { className?: string }) {
  const pathname = usePathname() ?? "/";
  if (isEnglishOnly(sitePath(pathname))) return null;
  return (
    <Suspense fallback={<SwitchLink pathname={pathname} search="" className={className} />}>
      <WithQuery pathname={pathname} className={className} />
    </Suspense>
  );
}
