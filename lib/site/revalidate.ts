// Refreshes a cached public page at once after an admin changes what it shows: in every language (the pages live
// under app/[locale], English's also under app/(en): "/jobs" is cached as /jobs and /hi/jobs). The sitemap is the one
// cached file outside.
import { revalidatePath } from "next/cache";
import { englishRoutes } from "@/lib/i18n/english-routes";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import { logLine } from "@/lib/log";

const outsideLanguages = new Set(["/sitemap.xml"]);

/** The cached routes that render `path` ("/jobs" → /jobs, /hi/jobs; a page only app/[locale] has → /en/…). */
export function cachedRoutes(path: string): string[] {
  if (outsideLanguages.has(path)) return [path];
  return locales.map((locale) => {
    if (locale === defaultLocale && englishRoutes.has(path)) return path;
    return path === "/" ? `/${locale}` : `/${locale}${path}`;
  });
}

export function refreshPage(path: string): void {
  try {
    for (const route of cachedRoutes(path)) revalidatePath(route);
  } catch (error) {
    // Outside a Next request (a script, a test calling a handler directly) there is no cache to refresh.
    logLine("warn", { event: "not_revalidated", path, message: (error as Error).message });
  }
}
