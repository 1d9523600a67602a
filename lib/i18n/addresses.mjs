// Where each language's pages are: English at the root of every address (/jobs), any other language under its code
// (/hi/jobs). Every page lives in app/[locale], the public ones also in app/(en) at their English address
// (lib/i18n/english-routes.tsx); next.config.mjs serves any other unprefixed address as "/en/…" after the files (those
// pages, public/, the API, the sitemap) are matched, and sends "/en/…" and a prefixed back office to their one
// address. Plain JS (types in addresses.d.mts): Next's configuration reads it.
import { defaultCode, localeInfo, pseudoCode } from "./locale-list.mjs";

export { defaultCode };
/** The other languages' codes, and the pseudo-locale's (served only where PSEUDO_LOCALE=1). */
export const prefixedCodes = [...Object.keys(localeInfo).filter((code) => code !== defaultCode), pseudoCode];

/** Paths that are never a page: Next's files and the API (matched before these rules anyway, bar dynamic routes). */
const notPages = ["api", "_next"];

export function localeRewrites() {
  const skip = [defaultCode, ...prefixedCodes, ...notPages].join("|");
  return [
    { source: "/", destination: `/${defaultCode}` },
    // (An English page's Open Graph image under app/(en), /jobs/opengraph-image-…, is its own: not rewritten.)
    { source: `/:path((?!(?:${skip})(?:/|$))(?!.*opengraph-image).+)`, destination: `/${defaultCode}/:path` },
  ];
}

/** Set by proxy.ts on a request it rewrites to a language's address: such a request is never redirected. */
export const LOCALE_REWRITE_MARK = "x-locale-rewrite";

export function localeRedirects() {
  const prefixed = prefixedCodes.join("|");
  const missing = [{ type: "header", key: LOCALE_REWRITE_MARK }];
  return [
    // English has one address per page: the unprefixed one.
    { source: `/${defaultCode}`, destination: "/", permanent: true, missing },
    // (Next names a page's Open Graph image by its internal address, /en/…/opengraph-image-…: served as it is.)
    {
      source: `/${defaultCode}/:path((?!.*opengraph-image).*)`,
      destination: "/:path",
      permanent: true,
      missing,
    },
    // The back office is English only.
    { source: `/:code(${prefixed})/admin/:path*`, destination: "/admin/:path*", permanent: false },
    { source: `/:code(${prefixed})/admin`, destination: "/admin", permanent: false },
  ];
}
