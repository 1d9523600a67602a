// Each dashboard page's own guard (layouts do not run again on client navigation): a guest goes to
// /login?returnUrl=<the URL asked for, in the page's language, query included>.
import { getLocale } from "next-intl/server";
import type { CurrentUser } from "@/lib/auth/current-user";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { localizedPath } from "@/lib/i18n/locales";
import { withQuery, type QueryParams } from "@/lib/site/query";

export type { SearchParams } from "@/lib/listings/search";

export async function requireMember(path: string, params: QueryParams = {}): Promise<CurrentUser> {
  return requireUserOrRedirect(localizedPath(await getLocale(), withQuery(path, params)));
}
