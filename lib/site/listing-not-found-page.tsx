import type { ReactNode } from "react";
import { connection } from "next/server";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/**
 * The page proxy.ts sends a missing listing's request to (app/[locale]/missing-listing/<kind>, with the rewrite's
 * status 404: lib/site/missing-listing.ts): that kind's not-found state, drawn in the server's HTML. Rendered per
 * request, with the proxy's nonce. Pages of their own, with no segment after the language's: served inside the
 * server, a rewrite keeps the address asked for, and Next would decode a dynamic segment's value from it.
 */
export function listingNotFoundPage(NotFound: () => ReactNode | Promise<ReactNode>) {
  return async function ListingNotFoundPage({ params }: LocaleParams = {}) {
    await pageLocale(params);
    await connection();
    return <NotFound />;
  };
}
