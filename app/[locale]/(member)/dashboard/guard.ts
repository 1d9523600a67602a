// Each dashboard page's own guard (layouts do not run again on client navigation): a guest goes to
// /login?returnUrl=<the URL asked for, query included>.
import type { CurrentUser } from "@/lib/auth/current-user";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { withQuery, type QueryParams } from "@/lib/site/query";

export type { SearchParams } from "@/lib/listings/search";

export function requireMember(path: string, params: QueryParams = {}): Promise<CurrentUser> {
  return requireUserOrRedirect(withQuery(path, params));
}
